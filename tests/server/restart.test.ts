import { describe, expect, it } from 'vitest';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { op } from './support/progress.ts';
import { callServer, type RunningServer, startServers } from './support/server-processes.ts';

/**
 * A teacher signed in on a server that has just restarted (a deploy, a crash), or whose requests
 * land on another of the server's processes, notices nothing: her token, her progress already
 * sent and her saved copies stay good. No JWT_SECRET is set, as on a first install.
 */

const TEACHER = { email: 'teacher@restart.test', password: 'teacher password restart' };
const COURSE = 'demo-core-words';
const ENV = {
  JWT_SECRET: '',
  SEED_DEMO: '1',
  DEMO_CUSTOMER_EMAIL: TEACHER.email,
  DEMO_CUSTOMER_PASSWORD: TEACHER.password,
};

const call = callServer;

async function signIn(server: RunningServer | undefined): Promise<string> {
  const answer = await call(server, '/auth/customer-login', { method: 'POST', body: JSON.stringify(TEACHER) });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

async function firstLesson(server: RunningServer | undefined, token: string) {
  const answer = await call(server, `/lessons?productId=${COURSE}`, { token });
  expect(answer.status).toBe(200);
  const [lesson] = (await answer.json()) as { _id: string }[];
  if (!lesson) throw new Error('the demo course has no lessons');
  return lesson._id;
}

async function whoAmI(server: RunningServer | undefined, token: string) {
  const answer = await call(server, '/auth/get-user', { token });
  return { status: answer.status, email: answer.ok ? ((await answer.json()) as { email: string }).email : undefined };
}

async function send(server: RunningServer | undefined, token: string, ops: unknown[]) {
  const answer = await call(server, '/activities/sync', {
    method: 'POST',
    token,
    body: JSON.stringify({ clientId: 'restart-tablet', ops }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { results: { status: string }[] }).results.map((result) => result.status);
}

describe('a teacher signed in before a restart', () => {
  // The PostgreSQL run of the suite has the case below; this one is the embedded database's.
  it.runIf(!process.env.DATABASE_URL)(
    'on the embedded database keeps her session, her sent progress and her saved copies',
    { timeout: 300_000 },
    async () => {
      const { servers, restart, stop } = await startServers(1, ENV, { database: 'pglite' });
      try {
        const token = await signIn(servers[0]);
        const lessonId = await firstLesson(servers[0], token);
        const step = op({ seq: 1, type: 'start-lesson', productId: COURSE, lessonId });
        expect(await send(servers[0], token, [step])).toEqual(['applied']);
        const lesson = await call(servers[0], `/lessons/${lessonId}`, { token });
        const etag = lesson.headers.get('ETag');
        expect(etag).toBeTruthy();

        const restarted = await restart(0);

        expect(await whoAmI(restarted, token)).toEqual({ status: 200, email: TEACHER.email });
        // The answer to a send lost in the restart comes again: the step is not counted twice.
        expect(await send(restarted, token, [step])).toEqual(['duplicate']);
        const revisit = await call(restarted, `/lessons/${lessonId}`, {
          token,
          headers: { 'If-None-Match': etag ?? '' },
        });
        expect(revisit.status, 'the saved copy of the lesson is still current').toBe(304);
      } finally {
        await stop();
      }
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL, with processes on their own data dirs, is signed in on every one of them, before and after they restart',
    { timeout: 300_000 },
    async () => {
      const { servers, restart, stop } = await startServers(2, ENV);
      try {
        const token = await signIn(servers[0]);
        expect(await whoAmI(servers[1], token)).toEqual({ status: 200, email: TEACHER.email });
        const first = await restart(0);
        const second = await restart(1);
        expect(await whoAmI(first, token)).toEqual({ status: 200, email: TEACHER.email });
        expect(await whoAmI(second, token)).toEqual({ status: 200, email: TEACHER.email });
        expect(await whoAmI(second, await signIn(first))).toEqual({ status: 200, email: TEACHER.email });
      } finally {
        await stop();
      }
    },
  );
});

/** A tablet's queued steps, sent as one sync batch. */
interface Batch {
  clientId: string;
  ops: ReturnType<typeof op>[];
}

const STEPS_PER_BATCH = 50;
const TABLETS = 3;
/** Batches acknowledged before the kill: enough that it lands while others are in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 30;

describe('a server killed while tablets sync (SIGKILL: a crash, the OOM killer)', () => {
  it('keeps every step it acknowledged, and each batch in flight wholly or not at all', {
    timeout: 300_000,
  }, async () => {
    const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    const { servers, crash, stop } = await startServers(1, ENV, { database });
    try {
      const token = await signIn(servers[0]);
      const lessonId = await firstLesson(servers[0], token);
      const acknowledged: Batch[] = [];
      const unanswered: Batch[] = [];
      let enough: () => void = () => undefined;
      const killTime = new Promise<void>((resolve) => {
        enough = resolve;
      });
      const tablet = async (tabletIndex: number) => {
        const clientId = `crash-tablet-${tabletIndex}`;
        for (let seq = 1; ; seq += STEPS_PER_BATCH) {
          const batch: Batch = {
            clientId,
            ops: Array.from({ length: STEPS_PER_BATCH }, (_, index) =>
              op({
                seq: seq + index,
                productId: COURSE,
                lessonId,
                activityKey: ACTIVITY_KEYS[index % ACTIVITY_KEYS.length],
              }),
            ),
          };
          const answer = await call(servers[0], '/activities/sync', {
            method: 'POST',
            token,
            body: JSON.stringify(batch),
          }).catch(() => undefined);
          if (answer?.status !== 200) {
            unanswered.push(batch);
            return;
          }
          acknowledged.push(batch);
          if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) enough();
        }
      };
      const tablets = Promise.all(Array.from({ length: TABLETS }, (_, index) => tablet(index)));
      await killTime;
      const restarted = await crash(0);
      await tablets;

      const resend = async (batch: Batch) => {
        const answer = await call(restarted, '/activities/sync', {
          method: 'POST',
          token,
          body: JSON.stringify(batch),
        });
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { results: { status: string }[] }).results.map((result) => result.status);
      };
      for (const batch of acknowledged) {
        expect(new Set(await resend(batch)), 'an acknowledged batch sent again').toEqual(new Set(['duplicate']));
      }
      expect(unanswered.length, 'batches cut by the kill').toBe(TABLETS);
      for (const batch of unanswered) expect(new Set(await resend(batch)).size, 'a batch cut by the kill').toBe(1);
    } finally {
      await stop();
    }
  });
});
