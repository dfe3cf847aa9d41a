// Course packs (issue 32 §3): how fast a server writes (Export course) and reads (Import course) a
// pack, as a ratio to reading the same bytes from disk in the same run, and its peak memory while
// it does, for courses of two sizes: memory that stays bounded shows as the same peak whatever the
// size. The courses are new products with video uploads of random bytes (nothing compresses); the
// export runs on a server seeded with the demo, the import on a second server on a fresh data dir.
// The client is curl, saving the export to a file and sending the import from one, as a browser
// does. Node's HTTP client, used before, set the export's figure itself: 53–108 MB/s into a file
// on a quiet machine where curl took the same export at 284–436 MB/s. Beside each figure, the
// same client against a bare Node server that only streams the file (export) or receives, hashes
// and writes it (import): the most any server on Node's HTTP can do on this machine, its floor.
import { execFile, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Figure, median } from '../lib/figures.ts';
import { signIn } from './accounts.ts';
import { ADMIN, freePort, ServerProcess } from './start-server.ts';

const MB = 1024 * 1024;
const GROUP = 'server · course packs';
/** Each upload: a video, as large lessons carry; random bytes, so that nothing compresses. */
const FILE_MB = 16;
/** The two course sizes, in MB of media. */
const COURSE_MB = [64, 256] as const;
/** Peak memory above the server's resident memory before the work: bounded, whatever the course's size. */
const PEAK_BUDGET_MB = 96;
/** The goal: a pack is written and read at least at half the rate of reading its bytes from disk. */
const RATE_SHARE_BUDGET = 50;

/** A video's first bytes (an MP4 `ftyp` box), so that the server takes the upload as one. */
function videoBytes(size: number): Buffer {
  const bytes = randomBytes(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
}

async function call(server: ServerProcess, token: string, route: string, init: RequestInit = {}) {
  const answer = await fetch(`${server.url}/api${route}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string> | undefined) },
  });
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${route} answered ${answer.status}: ${await answer.text()}`);
  return answer;
}

/** A new course whose media library holds `megabytes` of videos; answers its id. */
async function courseOf(server: ServerProcess, token: string, megabytes: number): Promise<string> {
  const created = await call(server, token, '/products', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: `Pack bench ${megabytes} MB`, shopifyProductId: `pack-bench-${megabytes}` }),
  });
  const { _id: id } = (await created.json()) as { _id: string };
  for (let index = 0; index < megabytes / FILE_MB; index += 1) {
    const query = new URLSearchParams({ productId: id, name: `Video ${index + 1}.mp4` });
    await call(server, token, `/media?${query}`, { method: 'POST', body: new Uint8Array(videoBytes(FILE_MB * MB)) });
  }
  return id;
}

/** Bytes per second of reading a file from disk, as the servers read it (mostly from the page cache, not always all of it). */
async function diskReadRate(file: string): Promise<number> {
  const started = performance.now();
  let bytes = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: MB })) bytes += (chunk as Buffer).length;
  return bytes / ((performance.now() - started) / 1000);
}

/** Runs `work` on `server`, answering its time and the server's peak resident memory meanwhile. */
async function measured<T>(server: ServerProcess, work: () => Promise<T>) {
  const before = server.memory().rssMb;
  server.resetPeakMemory();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  const { peakMb } = server.memory();
  return { result, ms, beforeMb: before, peakMb, aboveMb: peakMb - before };
}

/** Times are medians of ROUNDS, peaks the highest of them. */
interface Measured {
  packBytes: number;
  exportMs: number;
  importMs: number;
  exportPeak: { beforeMb: number; peakMb: number; aboveMb: number };
  importPeak: { beforeMb: number; peakMb: number; aboveMb: number };
  /** The bare Node server's, for the same bytes and client. */
  bareExportMs: number;
  bareImportMs: number;
  diskMbPerS: number;
}

const run = promisify(execFile);

/**
 * One curl request: GET `url` into `saveTo`, or POST the file `upload` to it; answers its status.
 * curl's own start (a few ms) is in the time, as a browser's request set-up would be.
 */
async function curl(url: string, init: { token?: string; saveTo: string; upload?: string }): Promise<number> {
  const args = ['-s', '-o', init.saveTo, '-w', '%{http_code}'];
  if (init.token) args.push('-H', `authorization: Bearer ${init.token}`);
  if (init.upload) args.push('-X', 'POST', '-H', 'content-type: application/zip', '-T', init.upload);
  const { stdout } = await run('curl', [...args, url]);
  return Number(stdout);
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * A Node HTTP server with nothing but the pack's bytes to move: GET streams `file` to the socket
 * by 1 MiB, POST receives a body, hashes it with SHA-256 and writes it to a file, as the import
 * does with each media file. Runs in its own process, as the real server does.
 */
const BARE_PACK_SERVER = `
const { createHash } = require('node:crypto');
const { createReadStream, createWriteStream } = require('node:fs');
const { pipeline } = require('node:stream/promises');
require('node:http').createServer(async (req, res) => {
  if (req.method === 'GET') return pipeline(createReadStream(process.env.PACK, { highWaterMark: 1 << 20 }), res);
  const hash = createHash('sha256');
  req.on('data', (chunk) => hash.update(chunk));
  await pipeline(req, createWriteStream(process.env.PACK + '.received', { highWaterMark: 1 << 20 }));
  res.end(hash.digest('hex'));
}).listen(process.env.PORT, '127.0.0.1', () => console.log('ready'));`;

/** The bare server's export and import times for `file`, with the bench's client: medians of ROUNDS. */
async function bareTimes(file: string): Promise<{ exportMs: number; importMs: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_PACK_SERVER], {
    env: { ...process.env, PORT: String(port), PACK: file },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.once('data', () => resolve());
      child.once('exit', (code) => reject(new Error(`the bare pack server exited with ${code}`)));
    });
    const url = `http://127.0.0.1:${port}/`;
    const exports: number[] = [];
    const imports: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      execSync('sync');
      exports.push(await timed(async () => void (await curl(url, { saveTo: `${file}.sent` }))));
      execSync('sync');
      imports.push(await timed(async () => void (await curl(url, { saveTo: '/dev/null', upload: file }))));
    }
    return { exportMs: median(exports), importMs: median(imports) };
  } finally {
    child.kill('SIGKILL');
    rmSync(`${file}.sent`, { force: true });
    rmSync(`${file}.received`, { force: true });
  }
}

/** Rounds of each measure: the middle one counts, so that neither a cold first round nor a hiccup decides. */
const ROUNDS = 3;

async function exportAndImport(
  from: { server: ServerProcess; token: string },
  into: { server: ServerProcess; token: string },
  productId: string,
  file: string,
): Promise<Measured> {
  const exports: Awaited<ReturnType<typeof measured>>[] = [];
  const imports: Awaited<ReturnType<typeof measured>>[] = [];
  const answer = `${file}.answer`;
  for (let round = 0; round < ROUNDS; round += 1) {
    // The uploads were made a moment ago, not days before as a course's are: their writing to disk
    // is finished first, so that neither server pays for the other's or the bench's writes.
    execSync('sync');
    exports.push(
      await measured(from.server, async () => {
        const status = await curl(`${from.server.url}/api/packs/${productId}`, { token: from.token, saveTo: file });
        if (status !== 200) throw new Error(`the export answered ${status}: ${readFileSync(file, 'utf8')}`);
      }),
    );
    execSync('sync');
    imports.push(
      await measured(into.server, async () => {
        const status = await curl(`${into.server.url}/api/packs`, { token: into.token, saveTo: answer, upload: file });
        if (status !== 201) throw new Error(`the import answered ${status}: ${readFileSync(answer, 'utf8')}`);
      }),
    );
    // Each round's import creates the course, as a first import does: the one before is deleted.
    const { product } = JSON.parse(readFileSync(answer, 'utf8')) as { product: { _id: string } };
    await call(into.server, into.token, `/products/${product._id}`, { method: 'DELETE' });
  }
  rmSync(answer);
  const bare = await bareTimes(file);
  // The disk's rate, read in the same minute: the middle of three reads, once the writes before
  // have reached the disk (the kernel writing back a run's gigabyte took the reads from 2 GB/s to 0.4).
  execSync('sync');
  const disk = median([await diskReadRate(file), await diskReadRate(file), await diskReadRate(file)]);
  const highest = (runs: typeof exports) => runs.reduce((top, run) => (run.aboveMb > top.aboveMb ? run : top));
  return {
    packBytes: statSync(file).size,
    exportMs: median(exports.map((run) => run.ms)),
    importMs: median(imports.map((run) => run.ms)),
    exportPeak: highest(exports),
    importPeak: highest(imports),
    bareExportMs: bare.exportMs,
    bareImportMs: bare.importMs,
    diskMbPerS: disk / MB,
  };
}

const mb = (value: number) => `${value.toFixed(1)} MB`;

function figuresOf(courseMb: number, run: Measured): Figure[] {
  const diskBytesPerS = run.diskMbPerS * MB;
  const share = (ms: number) => (run.packBytes / (ms / 1000) / diskBytesPerS) * 100;
  const rate = (ms: number) => `${(run.packBytes / MB / (ms / 1000)).toFixed(0)} MB/s`;
  const size = `a ${mb(run.packBytes / MB)} pack (${courseMb} MB of videos)`;
  const disk = `reading it from disk: ${run.diskMbPerS.toFixed(0)} MB/s (median of 3)`;
  const work = {
    export: { ms: run.exportMs, bareMs: run.bareExportMs, how: 'streamed to a file by curl' },
    import: {
      ms: run.importMs,
      bareMs: run.bareImportMs,
      how: "posted from a file by curl to a server on a fresh data dir, every file's hash checked,",
    },
  };
  return (['export', 'import'] as const).flatMap((direction) => {
    const { ms, bareMs, how } = work[direction];
    const peak = direction === 'export' ? run.exportPeak : run.importPeak;
    return [
      {
        group: GROUP,
        name: `${direction} rate / disk read rate, ${courseMb} MB course`,
        value: share(ms),
        unit: '%',
        budget: { atLeast: RATE_SHARE_BUDGET },
        note: `${size} ${how} in ${Math.round(ms)} ms (${rate(ms)}), median of ${ROUNDS}; ${disk}`,
      },
      {
        group: GROUP,
        name: `bare Node server's ${direction} rate / disk read rate, ${courseMb} MB course`,
        value: share(bareMs),
        unit: '%',
        note: `the same bytes and client, a Node server that only ${direction === 'export' ? 'streams the file' : 'receives, hashes (SHA-256) and writes it'}: ${Math.round(bareMs)} ms (${rate(bareMs)}), median of ${ROUNDS}; the most Node's HTTP does here`,
      },
      {
        group: GROUP,
        name: `${direction} peak memory above idle, ${courseMb} MB course`,
        value: peak.aboveMb,
        unit: 'MB',
        budget: { atMost: PEAK_BUDGET_MB },
        note: `the ${direction}ing server: peak resident memory ${mb(peak.peakMb)}, ${mb(peak.beforeMb)} before`,
      },
    ];
  });
}

export async function packFigures(): Promise<Figure[]> {
  const root = path.resolve('bench', 'tmp', 'packs');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const servers: ServerProcess[] = [];
  try {
    const start = async (name: string) => {
      const dataDir = path.join(root, name);
      mkdirSync(dataDir, { recursive: true });
      const server = await ServerProcess.start({ port: await freePort(), dataDir, databaseUrl: '' });
      servers.push(server);
      return { server, token: await signIn(server.url, ADMIN) };
    };
    const from = await start('exporting');
    const into = await start('importing');
    const figures: Figure[] = [];
    for (const courseMb of COURSE_MB) {
      console.log(`${GROUP}: a ${courseMb} MB course`);
      const productId = await courseOf(from.server, from.token, courseMb);
      const run = await exportAndImport(from, into, productId, path.join(root, `${courseMb}.course.zip`));
      figures.push(...figuresOf(courseMb, run));
    }
    return figures;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(root, { recursive: true, force: true });
  }
}
