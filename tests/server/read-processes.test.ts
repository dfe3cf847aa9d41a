import { describe, expect, it } from 'vitest';
import { callServer as call, type RunningServer, startServers } from './support/server-processes.ts';

/**
 * Lesson reads are answered from answers each process keeps, checked against versions the
 * database raises on every write, and each process keeps the callers, revocations and access it
 * has read until the database announces a change to them (docs/decisions/0009). With two
 * processes on one database, neither serves what the other's writes made stale once the
 * announcement has arrived: on one host that is about when the writer answers, but on a loaded
 * machine the next request may come first (the decision accepts that moment), so B is asked
 * until it shows the change. It must show it well before a kept row's 60-s bound, which would
 * hide a lost announcement.
 */

/** Longer than a loaded machine takes to deliver an announcement, shorter than the 60-s bound. */
const ANNOUNCED_WITHIN_MS = 20_000;

/** Calls `ask` until `shown` holds for its answer, for at most ANNOUNCED_WITHIN_MS; answers the last. */
async function onceAnnounced(ask: () => Promise<Response>, shown: (answer: Response) => boolean) {
  const deadline = Date.now() + ANNOUNCED_WITHIN_MS;
  let answer = await ask();
  while (!shown(answer) && Date.now() < deadline) {
    await answer.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await ask();
  }
  return answer;
}

const ADMIN = { email: 'admin@read-processes.test', password: 'admin password read processes' };

async function json<T>(answer: Response, status = 200): Promise<T> {
  expect(answer.status).toBe(status);
  return (await answer.json()) as T;
}

/** Two processes on one new database, the admin signed in on the first, and a product of hers. */
async function twoProcesses(
  work: (a: RunningServer, b: RunningServer, token: string, productId: string) => Promise<void>,
) {
  const { servers, stop } = await startServers(2, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  try {
    const [a, b] = servers;
    if (!a || !b) throw new Error('two servers expected');
    const signIn = await call(a, '/auth/customer-login', { method: 'POST', body: JSON.stringify(ADMIN) });
    const { accessToken: token } = await json<{ accessToken: string }>(signIn);
    const product = await json<{ _id: string }>(
      await call(a, '/products', {
        method: 'POST',
        token,
        body: JSON.stringify({ title: 'Two processes', shopifyProductId: 'two-processes' }),
      }),
      201,
    );
    await work(a, b, token, product._id);
  } finally {
    await stop();
  }
}

describe.runIf(process.env.DATABASE_URL)('lesson reads on two server processes, one database', () => {
  it(
    'an edit on one process is read on the other once announced: 200 with the new body, not 304 or the old one',
    {
      timeout: 180_000,
    },
    () =>
      twoProcesses(async (a, b, token, productId) => {
        const created = await json<{ _id: string }>(
          await call(a, '/lessons', { method: 'POST', token, body: JSON.stringify({ productId, title: 'Before' }) }),
          201,
        );
        const lessonPath = `/lessons/${created._id}`;
        const listPath = `/lessons?productId=${productId}`;

        // Process B reads both and keeps the answers; the revisit is a 304.
        const tags = new Map<string, string>();
        for (const path of [lessonPath, listPath]) {
          const first = await call(b, path, { token });
          expect(first.status, path).toBe(200);
          tags.set(path, first.headers.get('etag') ?? '');
          const again = await call(b, path, { token, headers: { 'If-None-Match': tags.get(path) ?? '' } });
          expect(again.status, path).toBe(304);
        }

        // Process A saves an edit.
        const saved = await call(a, lessonPath, {
          method: 'PUT',
          token,
          body: JSON.stringify({ version: 1, title: 'After' }),
        });
        expect(saved.status).toBe(200);

        const lesson = await onceAnnounced(
          () => call(b, lessonPath, { token, headers: { 'If-None-Match': tags.get(lessonPath) ?? '' } }),
          (answer) => answer.status !== 304,
        );
        expect(lesson.status).toBe(200);
        expect(((await lesson.json()) as { title: string }).title).toBe('After');
        expect(lesson.headers.get('etag')).not.toBe(tags.get(lessonPath));
        const list = await call(b, listPath, { token, headers: { 'If-None-Match': tags.get(listPath) ?? '' } });
        expect(list.status).toBe(200);
        expect(((await list.json()) as { title: string }[]).map((one) => one.title)).toEqual(['After']);
        expect((await json<{ title: string }>(await call(b, lessonPath, { token }))).title).toBe('After');

        // A lesson deleted on A is gone on B, list included.
        expect((await call(a, lessonPath, { method: 'DELETE', token })).status).toBe(200);
        const gone = await onceAnnounced(
          () => call(b, lessonPath, { token }),
          (answer) => answer.status !== 200,
        );
        expect(gone.status).toBe(404);
        expect(await json<unknown[]>(await call(b, listPath, { token }))).toEqual([]);
      }),
  );

  it(
    'a token signed out on one process is refused on the other, which had accepted it, once announced',
    {
      timeout: 180_000,
    },
    () =>
      twoProcesses(async (a, b, token, productId) => {
        const listPath = `/lessons?productId=${productId}`;
        const etag = (await call(b, listPath, { token })).headers.get('etag') ?? '';
        expect((await call(b, '/auth/get-user', { token })).status).toBe(200);

        expect((await call(a, '/auth/logout', { method: 'POST', token, body: '{}' })).status).toBe(200);

        const refused = await onceAnnounced(
          () => call(b, '/auth/get-user', { token }),
          (answer) => answer.status !== 200,
        );
        expect(refused.status).toBe(401);
        expect((await call(b, listPath, { token })).status).toBe(401);
        expect((await call(b, listPath, { token, headers: { 'If-None-Match': etag } })).status).toBe(401);
      }),
  );
});
