/**
 * The ranking benchmarks' exchange: the built simulator with `leaders` real
 * seeded leaders (SIM_LEADERS, every kind, back-filled over 35 days), then
 * their bot rows — state, ranking keys and curve points — copied into new
 * ids until `target` ranked bots exist. The copies' start times, PnL,
 * drawdown and copied counts (followers pointing at random leaders) are
 * spread with a fixed-seed generator so that every sort, band and filter has
 * work to do; page rows are then read through their kind's driver like any
 * stored bot. `env` adds SIM_* settings (SIM_DIST to serve the built apps).
 */
import Database from 'better-sqlite3';
import { startBuiltSim } from './built-sim.mjs';

const RANKED = "SELECT COUNT(*) FROM bots WHERE status = 'RUNNING' AND allow_follow = 1 AND kind != 'DCA_SPOT'";

export async function startRankedSim({ target = 10_000, leaders: leaderCount = '40', env = {}, readyPath } = {}) {
  const t0 = Date.now();
  const sim = await startBuiltSim({ env: { SIM_LEADERS: String(leaderCount), SIM_HISTORY_DAYS: '35', SIM_SPEED: '1', SIM_USER_RATE: 'off', ...env }, timeoutMs: 300_000, readyPath });
  const seeded = /population: .*/.exec(sim.output())?.[0] ?? 'population: ?';
  const t1 = Date.now();
  try {
    const db = new Database(sim.dbPath);
    db.pragma('busy_timeout = 10000');
    const now = Date.now();
    const leaders = db.prepare("SELECT id FROM bots WHERE status = 'RUNNING' AND allow_follow = 1 AND kind != 'DCA_SPOT'").pluck().all();
    const maxId = BigInt(db.prepare('SELECT MAX(CAST(id AS INTEGER)) FROM bots').pluck().safeIntegers(true).get());
    const columns = db.prepare('PRAGMA table_info(bots)').all().map((c) => c.name).filter((c) => c !== 'id');
    const overridden = { start_time: '@start', pnl_per_e8: '@per', pnl_e8: '@pnl', max_dd_e8: '@dd', apr_e8: '@apr', followed_bot_id: '@followed' };
    const cloneBot = db.prepare(`INSERT INTO bots (id, ${columns.join(', ')}) SELECT @id, ${columns.map((c) => overridden[c] ?? c).join(', ')} FROM bots WHERE id = @from`);
    const clonePoints = db.prepare('INSERT INTO bot_rank_points (bot_id, bucket, pnl_per_e8) SELECT @id, bucket, pnl_per_e8 FROM bot_rank_points WHERE bot_id = @from');
    let seed = 12345;
    const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const existing = db.prepare(RANKED).pluck().get();
    db.transaction(() => {
      for (let i = 0; existing + i < target; i++) {
        const from = leaders[i % leaders.length];
        const per = Math.round((rand() * 1.6 - 0.3) * 1e8);
        cloneBot.run({
          id: String(maxId + BigInt(i + 1)),
          from,
          start: now - Math.round(rand() * rand() * 60 * 86_400_000),
          per,
          pnl: Math.round(per * (5 + rand() * 50)),
          apr: Math.round(per * (1 + rand() * 20)),
          dd: Math.round(rand() * rand() * 0.6e8),
          followed: rand() < 0.3 ? leaders[Math.floor(rand() * leaders.length)] : '',
        });
        clonePoints.run({ id: String(maxId + BigInt(i + 1)), from });
      }
    })();
    const ranked = db.prepare(RANKED).pluck().get();
    db.close();
    return { sim, seeded, ranked, startSeconds: (t1 - t0) / 1000, buildSeconds: (Date.now() - t1) / 1000 };
  } catch (error) {
    await sim.stop();
    throw error;
  }
}
