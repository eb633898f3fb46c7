import { Route, Routes } from '@tb/router';

/**
 * The bundle benchmark's "area with little code" (issue 14, item 2): an area
 * whose pages are one heading, built exactly as a real remote is
 * (tools/webpack/create-config.js) and measured in place of the AI pick area.
 * What it downloads is the fixed price of being a federated area: its
 * remoteEntry.js and the exposed module's chunk.
 */
export default function ProbeRoutes() {
  return (
    <Routes>
      <Route path="*" element={<h1>AI daily pick</h1>} />
    </Routes>
  );
}
