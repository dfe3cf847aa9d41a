import { COURSE, TEACHER } from './start-server.ts';

type Account = { email: string; password: string };

async function login(url: string, account: Account = TEACHER): Promise<Response> {
  return fetch(`${url}/api/auth/customer-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
}

/** Signs an account in (the demo teacher unless told) and answers the access token. */
export async function signIn(url: string, account?: Account): Promise<string> {
  const response = await login(url, account);
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken?: string };
  if (!accessToken) throw new Error('sign-in answered no accessToken');
  return accessToken;
}

/**
 * `count` sign-ins with the right password sent at once (a classroom arriving): the wall time
 * until the last has answered, and how many did not answer 200. Only failed sign-ins count
 * towards the server's rate limit, so these are never refused with 429.
 */
export async function simultaneousSignIns(url: string, count: number): Promise<{ ms: number; failed: string[] }> {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      login(url).then(
        async (response) => {
          await response.arrayBuffer();
          return response.ok ? '' : `HTTP ${response.status}`;
        },
        (error: unknown) => String(error),
      ),
    ),
  );
  return { ms: performance.now() - started, failed: answers.filter(Boolean) };
}

/** The ids of the demo course's lessons, as its teacher lists them. */
export async function lessonIds(url: string, token: string): Promise<string[]> {
  const response = await fetch(`${url}/api/lessons?productId=${COURSE}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /api/lessons answered ${response.status}`);
  const lessons = (await response.json()) as { _id: string }[];
  if (lessons.length === 0) throw new Error(`the demo course ${COURSE} has no lessons`);
  return lessons.map((lesson) => lesson._id);
}
