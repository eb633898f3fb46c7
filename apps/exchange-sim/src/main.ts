import Fastify from 'fastify';
import { join } from 'node:path';
import { registerAppServing } from './web/serve-apps';

const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST ?? '127.0.0.1';
const distDir = process.env.SIM_DIST ?? join(process.cwd(), 'dist/apps');

const app = Fastify({ logger: false });
registerAppServing(app, { distDir, remotesFile: process.env.SIM_REMOTES });

app.listen({ port, host }).then(() => {
  console.log(`Trading bots: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/tradingbot/en/`);
});
