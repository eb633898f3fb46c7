/**
 * `npm run sim:admin -- <command>` (node dist/apps/exchange-sim/admin.mjs):
 * the simulator's admin CLI; see cli/admin-commands.ts for the commands.
 */
import { join, resolve } from 'node:path';
import { ADMIN_USAGE, runAdmin } from './cli/admin-commands';
import { openDb } from './db/database';

const args = process.argv.slice(2);
let dbPath = process.env.SIM_DB ?? join(process.cwd(), 'data/exchange-sim.db');
const at = args.indexOf('--db');
if (at >= 0) {
  if (!args[at + 1]) {
    console.error(`error: --db needs a file\n\n${ADMIN_USAGE}`);
    process.exit(2);
  }
  dbPath = args[at + 1];
  args.splice(at, 2);
}

const db = openDb({ path: resolve(dbPath) });
runAdmin(db, args, { out: (line) => console.log(line), err: (line) => console.error(line) })
  .then((code) => {
    db.close();
    process.exit(code);
  })
  .catch((error: unknown) => {
    console.error(error);
    db.close();
    process.exit(1);
  });
