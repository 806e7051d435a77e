// npm run bench:profile -- PATH [--member] [--requests N]: where the worker's time goes on one page. Against a running
// site (`npm start`; SITE_URL, else http://127.0.0.1:$PORT, else port 8787), through wrangler dev's inspector
// (INSPECTOR_PORT, else 9229): samples the worker's CPU while the page is asked for N times (300) one after another, as
// a guest or as the demo member, and prints the functions that take the most of it, each with the start of its source
// (the worker is minified: the source names what the short name does not). Finds what a throughput ratio cannot,
// e.g. a formatter made on every call.
import { parseArgs } from 'node:util';
import { demoMemberHeaders, visitor } from './demo-member.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { member: { type: 'boolean', default: false }, requests: { type: 'string', default: '300' }, top: { type: 'string', default: '30' } },
});
const path = positionals[0] ?? '/';
const base = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;

/** A DevTools protocol session with the worker: `send` answers each call's result. */
async function inspector() {
  // wrangler's inspector refuses a connection that names no local Origin (undici's WebSocket takes headers).
  const socket = new WebSocket(`ws://127.0.0.1:${process.env.INSPECTOR_PORT ?? 9229}/ws`, { headers: { Origin: 'http://127.0.0.1' } });
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error('no inspector answers: is the site running (npm start)?')), { once: true });
  });
  let last = 0;
  const waiting = new Map();
  socket.addEventListener('message', ({ data }) => {
    const message = JSON.parse(data);
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  const send = (method, params = {}) => new Promise((resolve) => {
    last += 1;
    waiting.set(last, resolve);
    socket.send(JSON.stringify({ id: last, method, params }));
  });
  return { send, close: () => socket.close() };
}

const headers = values.member ? await demoMemberHeaders(base) : visitor;
const ask = async () => (await fetch(base + path, { headers })).arrayBuffer();
const { send, close } = await inspector();
await send('Debugger.enable');
for (let i = 0; i < 20; i += 1) await ask(); // warm: the isolate's caches hold what they would on a busy site
await send('Profiler.enable');
await send('Profiler.setSamplingInterval', { interval: 100 });
await send('Profiler.start');
const requests = Number(values.requests);
for (let i = 0; i < requests; i += 1) await ask();
const { profile } = await send('Profiler.stop');

// Each function's share of the busy samples, counting a sample once for every function on its stack.
const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node])));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const samples = new Map();
for (const id of profile.samples) samples.set(id, (samples.get(id) ?? 0) + 1);
const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);
const functions = new Map();
let busy = 0;
for (const [id, count] of samples) {
  if (IDLE.has(byId.get(id).callFrame.functionName)) continue;
  busy += count;
  const seen = new Set();
  for (let node = byId.get(id); node; node = parentOf.get(node.id)) {
    const frame = node.callFrame;
    const key = `${frame.scriptId}:${frame.lineNumber}:${frame.columnNumber}`;
    if (seen.has(key) || !frame.url) continue;
    seen.add(key);
    const entry = functions.get(key) ?? { frame, count: 0 };
    entry.count += count;
    functions.set(key, entry);
  }
}

const sources = new Map();
async function sourceAt(frame) {
  if (!sources.has(frame.scriptId)) {
    const { scriptSource = '' } = (await send('Debugger.getScriptSource', { scriptId: frame.scriptId })) ?? {};
    sources.set(frame.scriptId, scriptSource.split('\n'));
  }
  const line = sources.get(frame.scriptId)[frame.lineNumber] ?? '';
  return line.slice(frame.columnNumber, frame.columnNumber + 90).replace(/\s+/g, ' ');
}

console.log(`${path} as ${values.member ? 'the demo member' : 'a guest'}: ${requests} requests, ${busy} busy samples of 0.1 ms`);
console.log('share of busy time (a function counts its callees), function, source');
for (const { frame, count } of [...functions.values()].sort((a, b) => b.count - a.count).slice(0, Number(values.top))) {
  const where = frame.url.startsWith('cloudflare-internal') ? frame.url : await sourceAt(frame);
  console.log(`${((100 * count) / busy).toFixed(1).padStart(5)} %  ${(frame.functionName || '(anonymous)').padEnd(18)} ${where}`);
}
close();
