import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One folder per run for the simulators' prepared databases (support/sim.ts, `preparedDatabase`):
 * shared by every worker through E2E_SIM_TEMPLATES, removed when the run ends.
 */
export default function globalSetup(): () => void {
  const owned = !process.env.E2E_SIM_TEMPLATES;
  if (owned) process.env.E2E_SIM_TEMPLATES = mkdtempSync(join(tmpdir(), 'tb-e2e-templates-'));
  return () => {
    if (owned && process.env.E2E_SIM_TEMPLATES) rmSync(process.env.E2E_SIM_TEMPLATES, { recursive: true, force: true });
  };
}
