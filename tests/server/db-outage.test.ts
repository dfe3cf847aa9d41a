import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { type OwnPostgres, postgresBinaries, startOwnPostgres } from './support/own-postgres.ts';
import { op } from './support/progress.ts';
import { callServer, type RunningServer, startServers } from './support/server-processes.ts';

/**
 * The server's PostgreSQL ends its connections (pg_terminate_backend, as a failover does) and then
 * stops and starts again, while tablets sync and teachers read: the server stays up, answers
 * every request (503 with Retry-After while the database is away), and serves again by itself
 * once it is back, without losing a step it acknowledged. It needs only PostgreSQL's binaries (a
 * PostgreSQL of its own is started), so it runs in the embedded database's suite too.
 */

const bin = postgresBinaries();
if (!bin)
  console.warn('Skipped: the database outage tests need PostgreSQL binaries (/usr/lib/postgresql/*/bin/initdb)');

const TEACHER = { email: 'teacher@outage.test', password: 'teacher password outage' };
const COURSE = 'demo-core-words';
const ENV = {
  SEED_DEMO: '1',
  DEMO_CUSTOMER_EMAIL: TEACHER.email,
  DEMO_CUSTOMER_PASSWORD: TEACHER.password,
};
/** Long enough for a loaded machine: a request still unanswered then is hanging. */
const REQUEST_TIMEOUT_MS = 60_000;
/** How long the test waits for an event (a 503, the recovery) before it gives up. */
const EVENT_TIMEOUT_MS = 180_000;
const STEPS_PER_BATCH = 20;

async function until(check: () => boolean, what: string, seen = () => '') {
  const deadline = Date.now() + EVENT_TIMEOUT_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${EVENT_TIMEOUT_MS} ms; ${seen()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Answer {
  flow: string;
  status: number;
  retryAfter: string | null;
  message: string;
}

/**
 * Tablets that sync as the outbox does (a batch is sent again until it is answered 200) and
 * teachers that read, each in a loop until `end`; every answer, or its absence, is noted.
 */
function traffic(server: RunningServer, token: string, lessonId: string) {
  const answers: Answer[] = [];
  const unanswered: string[] = [];
  const acknowledged: string[] = [];
  let ended = false;

  const ask = async (flow: string, path: string, init: RequestInit = {}) => {
    const answer = await callServer(server, path, {
      ...init,
      token,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch((error: unknown) => {
      unanswered.push(`${flow}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    if (!answer) return undefined;
    const text = await answer.text();
    const body = (answer.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}) as {
      message?: string;
      results?: unknown;
    };
    answers.push({
      flow,
      status: answer.status,
      retryAfter: answer.headers.get('retry-after'),
      message: body.message ?? '',
    });
    return answer.status === 200 ? body : undefined;
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

  const tablet = async (index: number) => {
    let seq = 1;
    while (!ended) {
      const ops = Array.from({ length: STEPS_PER_BATCH }, (_, offset) =>
        op({
          seq: seq + offset,
          productId: COURSE,
          lessonId,
          activityKey: ACTIVITY_KEYS[offset % ACTIVITY_KEYS.length],
        }),
      );
      seq += STEPS_PER_BATCH;
      const body = JSON.stringify({ clientId: `outage-tablet-${index}`, ops });
      // The batch stays queued until the server acknowledges it, as the outbox keeps it.
      while (!ended) {
        if (await ask(`tablet ${index}`, '/activities/sync', { method: 'POST', body })) {
          acknowledged.push(body);
          break;
        }
        await pause();
      }
      await pause();
    }
  };
  const reader = async (path: string) => {
    while (!ended) {
      await ask(path, path);
      await pause();
    }
  };
  const flows = [
    tablet(1),
    tablet(2),
    reader(`/lessons?productId=${COURSE}`),
    reader(`/lessons/${lessonId}`),
    reader('/products'),
  ];
  const flowNames = ['tablet 1', 'tablet 2', `/lessons?productId=${COURSE}`, `/lessons/${lessonId}`, '/products'];

  return {
    answers,
    unanswered,
    acknowledged,
    /** Waits until every flow has had an answer with `status` after the `since`-th answer. */
    everyFlowAnswered: (status: number, since: number, what: string) =>
      until(
        () => flowNames.every((flow) => answers.slice(since).some((a) => a.flow === flow && a.status === status)),
        what,
        () =>
          `since then: ${flowNames
            .map(
              (flow) =>
                `${flow} ${answers
                  .slice(since)
                  .filter((a) => a.flow === flow)
                  .map((a) => a.status)
                  .join(',')
                  .slice(-60)}`,
            )
            .join('; ')}`,
      ),
    end: async () => {
      ended = true;
      await Promise.all(flows);
    },
  };
}

async function health(server: RunningServer | undefined, path: string) {
  const answer = await callServer(server, path, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return {
    status: answer.status,
    retryAfter: answer.headers.get('retry-after'),
    body: (await answer.json()) as { ok: boolean; database?: string },
  };
}

/**
 * GET /health asked until it answers `status`: its answer is kept for a second, so the first
 * answer after the database went away (or came back) may still be the one from before.
 */
async function freshHealth(server: RunningServer, status: number) {
  let answer = await health(server, '/health');
  for (let asked = 1; answer.status !== status && asked < 100; asked += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer = await health(server, '/health');
  }
  return answer;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!bin)('a server whose PostgreSQL goes away and comes back', () => {
  let postgres: OwnPostgres;
  beforeAll(async () => {
    postgres = await startOwnPostgres(bin ?? '');
  }, 180_000);
  afterAll(async () => {
    await postgres?.destroy();
  });

  for (const workers of [1, 2]) {
    it(`with WORKERS=${workers} stays up, answers 503 with Retry-After while it is away, serves again once it is back, and loses no acknowledged step`, {
      timeout: 900_000,
    }, async () => {
      const { servers, stop, databaseUrl } = await startServers(
        1,
        { ...ENV, WORKERS: String(workers) },
        { adminUrl: postgres.url },
      );
      try {
        const server = servers[0];
        if (!server || !databaseUrl) throw new Error('no server');
        await until(() => server.output().split('is ready on').length - 1 === workers, `${workers} workers ready`);
        const signIn = await callServer(server, '/auth/customer-login', {
          method: 'POST',
          body: JSON.stringify(TEACHER),
        });
        expect(signIn.status).toBe(200);
        const { accessToken: token } = (await signIn.json()) as { accessToken: string };
        const lessons = (await (await callServer(server, `/lessons?productId=${COURSE}`, { token })).json()) as {
          _id: string;
        }[];
        const lessonId = lessons[0]?._id ?? '';

        const flow = traffic(server, token, lessonId);
        try {
          await flow.everyFlowAnswered(200, 0, 'the first answers');

          // Its connections are ended, as a failover or an operator does.
          expect(await postgres.terminate(new URL(databaseUrl).pathname.slice(1))).toBeGreaterThan(0);
          await flow.everyFlowAnswered(200, flow.answers.length, 'answers after the connections were ended');

          await postgres.stop();
          await flow.everyFlowAnswered(503, flow.answers.length, 'answers while the database is stopped');
          const away = await freshHealth(server, 503);
          expect(away.status).toBe(503);
          expect(away.body).toMatchObject({ ok: false, database: 'unreachable' });
          expect(away.retryAfter).toBeTruthy();
          expect((await health(server, '/health/live')).status).toBe(200);

          await postgres.start();
          await flow.everyFlowAnswered(200, flow.answers.length, 'answers once the database is back');
          const back = await freshHealth(server, 200);
          expect(back.body).toEqual({ ok: true });
        } finally {
          await flow.end();
        }

        expect(flow.unanswered, 'requests that were never answered').toEqual([]);
        const others = flow.answers.filter((answer) => answer.status !== 200 && answer.status !== 503);
        expect(others, 'answers other than 200 and 503').toEqual([]);
        for (const answer of flow.answers.filter((a) => a.status === 503)) {
          expect(answer.retryAfter).toBeTruthy();
          expect(answer.message).toMatch(/cannot reach its database/);
        }

        // Every step the server acknowledged is stored: sent again, each is a duplicate.
        for (const body of flow.acknowledged) {
          const answer = await callServer(server, '/activities/sync', { method: 'POST', token, body });
          const { results } = (await answer.json()) as { results: { status: string }[] };
          expect(new Set(results.map((result) => result.status)), 'an acknowledged batch sent again').toEqual(
            new Set(['duplicate']),
          );
        }

        expect(alive(server.pid), 'the server process').toBe(true);
        const output = server.output();
        expect(output, 'no worker ended').not.toMatch(/worker \d+ exited/);
        expect(output, 'no stack trace in the log').not.toMatch(/\n\s+at /);
        expect(output).toContain('The database cannot be reached');
        expect(output).toContain('The database is reachable again');
      } finally {
        // A test that failed while its PostgreSQL was stopped still drops its database: the
        // failure is then the test's own, not a refused connection of the clean-up.
        await postgres.start();
        await stop();
      }
    });
  }
});
