// What this machine is like, measured at the start of each run: the machines differ from session
// to session (the same server build started an existing data dir in 0.5 s on one and 1.1 s on the
// next), so a table is read against these before it is compared with another machine's.
import { spawn, spawnSync } from 'node:child_process';
import { type Figure, median } from '../lib/figures.ts';
import { freePort } from './start-server.ts';

const GROUP = 'machine';
const BARE_STARTS = 7;
const REPEATS = 3;

/** A Node HTTP server with nothing else to load: what Node itself takes to start and answer. */
const BARE_SERVER = `require('node:http').createServer((_, res) => res.end('ok')).listen(process.env.PORT, '127.0.0.1')`;

/** Spawn of a bare Node HTTP server to its first 200, polled as the bench polls the real server. */
async function bareStartMs(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { env: { ...process.env, PORT: String(port) } });
  try {
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`the bare server exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGKILL');
  }
}

let bareStarts: Promise<number[]> | undefined;

/** Start-ups of a bare Node HTTP server, measured once per run: the baseline of the server's start-ups. */
export function bareNodeStarts(): Promise<number[]> {
  bareStarts ??= (async () => {
    const times: number[] = [];
    for (let i = 0; i < BARE_STARTS; i += 1) times.push(await bareStartMs());
    return times;
  })();
  return bareStarts;
}

/** Runs `code` in a new Node process, which prints the milliseconds its measured part took. */
function childMs(code: string): number {
  const result = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
  const ms = Number(result.stdout.trim());
  if (result.status !== 0 || !Number.isFinite(ms)) throw new Error(`a machine measure failed: ${result.stderr}`);
  return ms;
}

/** JSON round trips of a 1 MB document: plain JavaScript work, on one core. */
const JAVASCRIPT_WORK = `
const doc = Array.from({ length: 14000 }, (_, i) => ({ id: i, title: 'Lesson ' + i, keys: [i, i + 1, i + 2], done: i % 2 === 0 }));
const started = performance.now();
for (let i = 0; i < 20; i += 1) JSON.parse(JSON.stringify(doc));
console.log(performance.now() - started);`;

/** Filling 256 MB the process never touched: the kernel's first touch of new pages. */
const NEW_MEMORY = `
const memory = Buffer.allocUnsafeSlow(256 * 1024 * 1024);
const started = performance.now();
memory.fill(1);
console.log(performance.now() - started);`;

const repeated = (code: string) => Array.from({ length: REPEATS }, () => childMs(code));
const listed = (values: number[]) => `${values.map(Math.round).join(', ')} ms`;

export async function machineFigures(): Promise<Figure[]> {
  const starts = await bareNodeStarts();
  const work = repeated(JAVASCRIPT_WORK);
  const memory = repeated(NEW_MEMORY);
  return [
    {
      group: GROUP,
      name: 'bare Node HTTP server, spawn to first 200',
      value: median(starts),
      unit: 'ms',
      note: `median of ${starts.length} (${listed(starts)}); \`node -e\` with a node:http server and nothing else: the baseline of the server's start-ups`,
    },
    {
      group: GROUP,
      name: 'JavaScript reference work',
      value: median(work),
      unit: 'ms',
      note: `median of ${REPEATS} (${listed(work)}); 20 JSON round trips of a 1 MB document in a new process`,
    },
    {
      group: GROUP,
      name: 'first touch of 256 MB of new memory',
      value: median(memory),
      unit: 'ms',
      note: `median of ${REPEATS} (${listed(memory)}); filling memory a new process never touched, as PGlite's start does with its shared memory`,
    },
  ];
}
