import { describe, expect, it } from 'vitest';
import { callServer as call, type RunningServer, startServers } from './support/server-processes.ts';

/**
 * Lesson reads are answered from answers each process keeps, checked against versions the
 * database raises on every write, and each process keeps the callers, revocations and access it
 * has read until the database announces a change to them (docs/decisions/0009). With two
 * processes on one database, neither may serve what the other's writes made stale once its
 * writer has answered: the announcement arrives before the next request can.
 */

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
    'an edit on one process is read at once on the other: 200 with the new body, never 304 or the old one',
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

        const lesson = await call(b, lessonPath, { token, headers: { 'If-None-Match': tags.get(lessonPath) ?? '' } });
        expect(lesson.status).toBe(200);
        expect(((await lesson.json()) as { title: string }).title).toBe('After');
        expect(lesson.headers.get('etag')).not.toBe(tags.get(lessonPath));
        const list = await call(b, listPath, { token, headers: { 'If-None-Match': tags.get(listPath) ?? '' } });
        expect(list.status).toBe(200);
        expect(((await list.json()) as { title: string }[]).map((one) => one.title)).toEqual(['After']);
        expect((await json<{ title: string }>(await call(b, lessonPath, { token }))).title).toBe('After');

        // A lesson deleted on A is gone on B, list included.
        expect((await call(a, lessonPath, { method: 'DELETE', token })).status).toBe(200);
        expect((await call(b, lessonPath, { token })).status).toBe(404);
        expect(await json<unknown[]>(await call(b, listPath, { token }))).toEqual([]);
      }),
  );

  it(
    'a token signed out on one process is refused on the other, which had accepted it',
    {
      timeout: 180_000,
    },
    () =>
      twoProcesses(async (a, b, token, productId) => {
        const listPath = `/lessons?productId=${productId}`;
        const etag = (await call(b, listPath, { token })).headers.get('etag') ?? '';
        expect((await call(b, '/auth/get-user', { token })).status).toBe(200);

        expect((await call(a, '/auth/logout', { method: 'POST', token, body: '{}' })).status).toBe(200);

        for (const path of [listPath, '/auth/get-user'])
          expect((await call(b, path, { token })).status, path).toBe(401);
        expect((await call(b, listPath, { token, headers: { 'If-None-Match': etag } })).status).toBe(401);
      }),
  );
});
