/**
 * Worker thread of the simulator benchmark: opens `clients` quote websockets,
 * subscribes each to every symbol, and measures each update's delay after its
 * round started (`Date.now() − t`), in 5-second windows. Only `"t":<ms>` is
 * read from each message, so the client spends little CPU per update.
 */
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, clients, symbols, seconds } = workerData;
const WINDOW_MS = 5000;
const T = /"t":(\d+)/;

const sockets = [];
let connected = 0;
for (let i = 0; i < clients; i++) {
  const socket = new WebSocket(url);
  sockets.push(socket);
  socket.on('open', () => {
    connected++;
    socket.send(JSON.stringify({ topic: 'realtimes', event: 'sub', symbol: symbols.join(','), params: { binary: false } }));
  });
  socket.on('error', () => undefined);
  // Let connections spread over time a little, as real clients would.
  if (i % 50 === 49) await new Promise((r) => setTimeout(r, 20));
}

// Wait for every connection, then one full round, before measuring.
while (connected < clients) await new Promise((r) => setTimeout(r, 50));
await new Promise((r) => setTimeout(r, 1500));

const started = Date.now();
const windows = Array.from({ length: Math.ceil((seconds * 1000) / WINDOW_MS) }, () => ({ lags: [] }));
let received = 0;
let measuring = true;
for (const socket of sockets) {
  socket.on('message', (data) => {
    if (!measuring) return;
    const text = data.toString();
    const match = T.exec(text);
    if (!match || text.startsWith('{"pong"')) return;
    const now = Date.now();
    const window = windows[Math.floor((now - started) / WINDOW_MS)];
    if (!window) return;
    received++;
    window.lags.push(now - Number(match[1]));
  });
}
setInterval(() => {
  for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(`{"ping":${Date.now()}}`);
}, 10_000).unref();

await new Promise((r) => setTimeout(r, seconds * 1000));
measuring = false;
const measuredSeconds = (Date.now() - started) / 1000;
for (const socket of sockets) socket.terminate();
parentPort.postMessage({ connected, received, measuredSeconds, windows });
