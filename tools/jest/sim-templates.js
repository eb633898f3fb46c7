/**
 * Jest global setup and teardown of the simulator's tests: one folder per run for the test
 * databases' templates (apps/exchange-sim/src/testing/server.ts, `freshDatabase`), shared by every worker
 * of the run through TB_SIM_TEMPLATE_DIR and removed at its end, so no run reads another's.
 */
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = {
  setup() {
    if (!process.env.TB_SIM_TEMPLATE_DIR) {
      process.env.TB_SIM_TEMPLATE_DIR = mkdtempSync(join(tmpdir(), 'tb-sim-templates-'));
      process.env.TB_SIM_TEMPLATE_DIR_OWNED = '1';
    }
  },
  teardown() {
    if (process.env.TB_SIM_TEMPLATE_DIR_OWNED === '1') {
      rmSync(process.env.TB_SIM_TEMPLATE_DIR, { recursive: true, force: true });
      delete process.env.TB_SIM_TEMPLATE_DIR;
      delete process.env.TB_SIM_TEMPLATE_DIR_OWNED;
    }
  },
};
