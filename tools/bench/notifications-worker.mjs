/**
 * Worker of the notification benchmark: one quote websocket per account with
 * its session cookie, subscribed to `bot_notices`; records per 5-second
 * window the lag of each notice (`Date.now() − detail.sent`) and counts any
 * notice of a bot that is not its account's (the bench's bot ids carry the
 * account's index).
 */
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, accounts, windowMs, seconds } = workerData;
const windows = Array.from({ length: Math.ceil((seconds * 1000) / windowMs) + 1 }, () => []);
let received = 0;
let foreign = 0;
let started = 0;
let subscribed = 0;
const sockets = accounts.map((a, i) => {
  const socket = new WebSocket(url, { headers: { cookie: `tb_secure_token_local=${a.token}` } });
  socket.on('open', () => socket.send(JSON.stringify({ topic: 'bot_notices', event: 'sub' })));
  socket.on('message', (data) => {
    const m = JSON.parse(data.toString());
    if (m.event === 'sub') {
      if (m.code === '0' && ++subscribed === accounts.length) parentPort.postMessage('ready');
      return;
    }
    if (m.topic !== 'bot_notices') return;
    const now = Date.now();
    if (started === 0) started = now;
    for (const n of m.data) {
      received++;
      if (n.bot_id === undefined || !accounts[i].ids.has(n.bot_id)) foreign++;
      const w = Math.min(windows.length - 1, Math.floor((now - started) / windowMs));
      windows[w].push(now - Number(n.detail.sent));
    }
  });
  socket.on('error', () => undefined);
  return socket;
});
for (const a of accounts) a.ids = new Set(Array.from({ length: 50 }, (_, b) => String(900_000_000_000_000 + a.index * 100 + b)));
parentPort.on('message', () => {
  for (const s of sockets) s.close();
  parentPort.postMessage({ received, foreign, windows });
});
