import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { copyFile, mkdtemp, readdir, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { LEARNER_AVATARS } from '#domain/learner';
import { op } from './support/progress.ts';
import { callServer, type RunningServer, startServers } from './support/server-processes.ts';

/**
 * Whoever runs the server backs it up while tablets sync, loses the data, and restores the backup:
 * every answer of the API and every medium is as it was, and the steps the backup caught are whole
 * batches. A backup cut short is refused before anything is touched. On the suite's database.
 */

const ADMIN = { email: 'admin@backup.test', password: 'admin password backup test' };
const TEACHER = { email: 'teacher@backup.test', password: 'teacher password backup' };
const COURSE = 'demo-core-words';
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** Runs `npm run backup` or `npm run restore` as its own process; answers its exit code and output. */
async function runScript(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += String(chunk)));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, output };
}

async function signIn(server: RunningServer | undefined, who: typeof TEACHER): Promise<string> {
  const answer = await callServer(server, '/auth/customer-login', { method: 'POST', body: JSON.stringify(who) });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

/** A file that starts like a PNG, different for each marker. */
function png(marker: string): Uint8Array {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(marker.repeat(200)),
  ]);
}

/** What a teacher and an admin are answered, call by call, with the media's bytes as their SHA-256. */
async function answers(server: RunningServer | undefined, teacher: string, admin: string, lessonId: string) {
  const seen: Record<string, unknown> = {};
  const read = async (label: string, path: string, token: string) => {
    const answer = await callServer(server, path, { token });
    seen[label] = { status: answer.status, etag: answer.headers.get('ETag'), body: await answer.json() };
    return seen[label] as { body: unknown };
  };
  await read('products (teacher)', '/products', teacher);
  await read('products (admin)', '/products', admin);
  const lessons = (await read('lessons', `/lessons?productId=${COURSE}`, teacher)).body as { _id: string }[];
  for (const lesson of lessons) await read(`lesson ${lesson._id}`, `/lessons/${lesson._id}`, teacher);
  await read('activity', `/activities/get-activity?productId=${COURSE}&lessonId=${lessonId}`, teacher);
  await read('learners', '/learners', teacher);
  const media = (await read('media', `/media?productId=${COURSE}`, admin)).body as { url: string }[];
  for (const { url } of media) {
    const bytes = await fetch(`${server?.url}${url}`);
    seen[url] = { status: bytes.status, sha256: sha256(await bytes.arrayBuffer()) };
  }
  return seen;
}

/** Empties the PostgreSQL database of the servers, as a lost disk or a dropped database would. */
async function wipePostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE');
  await client.end();
}

interface Batch {
  ops: ReturnType<typeof op>[];
}

const STEPS_PER_BATCH = 20;

describe('a backup taken while tablets sync', () => {
  it(`restores every answer, every medium and whole batches of steps (${database})`, { timeout: 600_000 }, async () => {
    const backupDir = await mkdtemp(path.join(tmpdir(), 'symbol-courses-backups-'));
    const env = {
      SEED_DEMO: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_CUSTOMER_EMAIL: TEACHER.email,
      DEMO_CUSTOMER_PASSWORD: TEACHER.password,
      BACKUP_DIR: backupDir,
    };
    const { servers, stopServer, restart, stop, dataDirOf, databaseUrl } = await startServers(1, env, { database });
    try {
      const server = servers[0];
      const teacher = await signIn(server, TEACHER);
      const admin = await signIn(server, ADMIN);
      for (const marker of ['a', 'b']) {
        const upload = await callServer(server, `/media?productId=${COURSE}&name=${marker}.png`, {
          method: 'POST',
          token: admin,
          headers: { 'Content-Type': 'application/octet-stream' },
          body: png(marker),
        });
        expect(upload.status).toBe(201);
      }
      const learner = await callServer(server, `/learners/${crypto.randomUUID()}`, {
        method: 'PUT',
        token: teacher,
        body: JSON.stringify({ displayName: 'Ava', avatar: LEARNER_AVATARS[0] }),
      });
      expect(learner.status).toBeLessThan(300);
      const lessons = (await (await callServer(server, `/lessons?productId=${COURSE}`, { token: teacher })).json()) as {
        _id: string;
      }[];
      const [quietLesson, busyLesson] = lessons.map((lesson) => lesson._id);
      if (!quietLesson || !busyLesson) throw new Error('the demo course has fewer than two lessons');
      const sync = (clientId: string, ops: unknown[]) =>
        callServer(server, '/activities/sync', {
          method: 'POST',
          token: teacher,
          body: JSON.stringify({ clientId, ops }),
        });
      expect((await sync('quiet-tablet', [op({ seq: 1, productId: COURSE, lessonId: quietLesson })])).status).toBe(200);
      const before = await answers(server, teacher, admin, quietLesson);

      // A tablet sends batch after batch on another lesson while the backup is written.
      const acknowledged: Batch[] = [];
      let backupDone = false;
      let firstBatches: () => void = () => undefined;
      const loadStarted = new Promise<void>((resolve) => {
        firstBatches = resolve;
      });
      const tablet = (async () => {
        for (let seq = 1; !backupDone; seq += STEPS_PER_BATCH) {
          const batch: Batch = {
            ops: Array.from({ length: STEPS_PER_BATCH }, (_, index) =>
              op({
                seq: seq + index,
                productId: COURSE,
                lessonId: busyLesson,
                activityKey: ACTIVITY_KEYS[index % ACTIVITY_KEYS.length],
              }),
            ),
          };
          const answer = await sync('busy-tablet', batch.ops);
          expect(answer.status).toBe(200);
          acknowledged.push(batch);
          if (acknowledged.length === 3) firstBatches();
        }
      })();
      await loadStarted;
      const beforeBackup = acknowledged.length;
      const backup = await runScript('backup', { ...env, DATA_DIR: dataDirOf(0), DATABASE_URL: databaseUrl ?? '' });
      const afterBackup = acknowledged.length;
      backupDone = true;
      await tablet;
      expect(backup.code, backup.output).toBe(0);
      const [file] = await readdir(backupDir);
      if (!file) throw new Error('no backup was written');
      const backupFile = path.join(backupDir, file);

      await stopServer(0);
      const restoreEnv = { DATA_DIR: dataDirOf(0), DATABASE_URL: databaseUrl ?? '' };
      // A copy cut short is refused, and the data dir is left as it was.
      const cut = path.join(backupDir, 'cut.backup');
      const listing = await readdir(dataDirOf(0));
      await copyFile(backupFile, cut);
      await truncate(cut, Math.floor((await stat(cut)).size / 2));
      const refused = await runScript('restore', restoreEnv, [cut]);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/cut\.backup is incomplete: .*cut short.*Nothing was restored/);
      expect(await readdir(dataDirOf(0))).toEqual(listing);

      await rm(dataDirOf(0), { recursive: true, force: true });
      if (databaseUrl) await wipePostgres(databaseUrl);
      const restored = await runScript('restore', restoreEnv, [backupFile]);
      expect(restored.code, restored.output).toBe(0);

      const back = await restart(0);
      expect(await answers(back, teacher, admin, quietLesson)).toEqual(before);
      // Sent again in order, the batches the backup caught are duplicates, the later ones new, none split.
      const statuses: string[] = [];
      for (const batch of acknowledged) {
        const answer = await callServer(back, '/activities/sync', {
          method: 'POST',
          token: teacher,
          body: JSON.stringify({ clientId: 'busy-tablet', ops: batch.ops }),
        });
        const kinds = new Set(
          ((await answer.json()) as { results: { status: string }[] }).results.map((r) => r.status),
        );
        expect(kinds.size, 'a batch is restored wholly or not at all').toBe(1);
        statuses.push([...kinds][0] ?? '');
      }
      const caught = statuses.filter((status) => status === 'duplicate').length;
      expect(statuses).toEqual([
        ...Array(caught).fill('duplicate'),
        ...Array(statuses.length - caught).fill('applied'),
      ]);
      expect(caught).toBeGreaterThanOrEqual(beforeBackup);
      expect(caught).toBeLessThanOrEqual(afterBackup);
    } finally {
      await stop();
      await rm(backupDir, { recursive: true, force: true });
    }
  });
});
