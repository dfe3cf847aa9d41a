// Course packs (issue 32 §3): how fast a server writes (Export course) and reads (Import course) a
// pack, as a ratio to reading the same bytes from disk in the same run, and its peak memory while
// it does, for courses of two sizes: memory that stays bounded shows as the same peak whatever the
// size. The courses are new products with video uploads of random bytes (nothing compresses); the
// export runs on a server seeded with the demo, the import on a second server on a fresh data dir.
// The client is Node's own HTTP (as fast as curl here), saving the export to a file and sending the
// import from one, as a browser does: fetch's web streams cost the client, on the same two cores,
// more than the server's work, and would measure the bench instead of the server.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, rmSync, statSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Figure } from '../lib/figures.ts';
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

/** Bytes per second of reading a file from disk (from the page cache, as the server's reads of it are). */
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

interface Measured {
  packBytes: number;
  exportMs: number;
  importMs: number;
  exportPeak: { beforeMb: number; peakMb: number; aboveMb: number };
  importPeak: { beforeMb: number; peakMb: number; aboveMb: number };
  exportShare: number;
  importShare: number;
  diskMbPerS: number;
}

/** An HTTP request whose body (if any) is read from `upload`, answering the response once its headers came. */
function send(url: string, init: { method: string; token: string; upload?: string }): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${init.token}` };
    if (init.upload) {
      headers['content-type'] = 'application/zip';
      headers['content-length'] = String(statSync(init.upload).size);
    }
    const sent = request(url, { method: init.method, headers }, resolve);
    sent.on('error', reject);
    if (init.upload) pipeline(createReadStream(init.upload, { highWaterMark: MB }), sent).catch(reject);
    else sent.end();
  });
}

async function textOf(answer: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function exportAndImport(
  from: { server: ServerProcess; token: string },
  into: { server: ServerProcess; token: string },
  productId: string,
  file: string,
): Promise<Measured> {
  // The uploads were made a moment ago, not days before as a course's are: their writing to disk
  // is finished first, so that neither server pays for the other's or the bench's writes.
  execSync('sync');
  const exported = await measured(from.server, async () => {
    const answer = await send(`${from.server.url}/api/packs/${productId}`, { method: 'GET', token: from.token });
    if (answer.statusCode !== 200) throw new Error(`the export answered ${answer.statusCode}: ${await textOf(answer)}`);
    await pipeline(answer, createWriteStream(file));
  });
  const packBytes = statSync(file).size;
  execSync('sync');
  const imported = await measured(into.server, async () => {
    const answer = await send(`${into.server.url}/api/packs`, { method: 'POST', token: into.token, upload: file });
    const text = await textOf(answer);
    if (answer.statusCode !== 201) throw new Error(`the import answered ${answer.statusCode}: ${text}`);
  });
  // The disk's rate, read in the same minute: the middle of three reads.
  const rates = [await diskReadRate(file), await diskReadRate(file), await diskReadRate(file)].sort((a, b) => a - b);
  const disk = rates[1] ?? Number.NaN;
  return {
    packBytes,
    exportMs: exported.ms,
    importMs: imported.ms,
    exportPeak: exported,
    importPeak: imported,
    exportShare: (packBytes / (exported.ms / 1000) / disk) * 100,
    importShare: (packBytes / (imported.ms / 1000) / disk) * 100,
    diskMbPerS: disk / MB,
  };
}

const mb = (value: number) => `${value.toFixed(1)} MB`;

function figuresOf(courseMb: number, run: Measured): Figure[] {
  const rate = (ms: number) => `${(run.packBytes / MB / (ms / 1000)).toFixed(0)} MB/s`;
  const size = `a ${mb(run.packBytes / MB)} pack (${courseMb} MB of videos)`;
  const disk = `reading it from disk: ${run.diskMbPerS.toFixed(0)} MB/s (page cache, median of 3)`;
  return [
    {
      group: GROUP,
      name: `export rate / disk read rate, ${courseMb} MB course`,
      value: run.exportShare,
      unit: '%',
      budget: { atLeast: RATE_SHARE_BUDGET },
      note: `${size} streamed to a file in ${Math.round(run.exportMs)} ms (${rate(run.exportMs)}); ${disk}`,
    },
    {
      group: GROUP,
      name: `import rate / disk read rate, ${courseMb} MB course`,
      value: run.importShare,
      unit: '%',
      budget: { atLeast: RATE_SHARE_BUDGET },
      note: `${size} posted from a file to a server on a fresh data dir in ${Math.round(run.importMs)} ms (${rate(run.importMs)}), every file's hash checked; ${disk}`,
    },
    ...(['export', 'import'] as const).map((direction) => {
      const peak = direction === 'export' ? run.exportPeak : run.importPeak;
      return {
        group: GROUP,
        name: `${direction} peak memory above idle, ${courseMb} MB course`,
        value: peak.aboveMb,
        unit: 'MB',
        budget: { atMost: PEAK_BUDGET_MB },
        note: `the ${direction}ing server: peak resident memory ${mb(peak.peakMb)}, ${mb(peak.beforeMb)} before`,
      };
    }),
  ];
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
