/**
 * The workspace's ESLint (eslint.config.mjs, as `eslint` on the command line loads it) kept open for
 * a test that lints many snippets: one JSON request per stdin line, `{ id, filePath, code }`, one
 * JSON answer per stdout line, `{ id, messages }` (ruleId and message of each), or `{ id, error }`.
 * Loading the config, its plugins and Nx's project graph is most of an `eslint --stdin` run's time;
 * tools/lint/module-boundaries.test.ts asked for it 18 times, a process each (86 s on 2 cores).
 * It runs outside jest because the config is an ES module that jest's module system cannot import.
 */
import { createInterface } from 'node:readline';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (!line.trim()) continue;
  const { id, filePath, code } = JSON.parse(line);
  try {
    const [result] = await eslint.lintText(code, { filePath });
    const messages = result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }));
    process.stdout.write(`${JSON.stringify({ id, messages })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ id, error: String(error && error.stack ? error.stack : error) })}\n`);
  }
}
