import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '#api/client.ts';
import { ApiError, call, errorText, isTimeout, NETWORK_ERROR } from '#api/http.ts';
import { endSession, rememberCustomer, startSession } from '#session/session.ts';

/** The server, stubbed at the edge of the world: `fetch`. */
const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function sentRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

describe('call() through the typed client', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    endSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });

  it('calls /api with the Bearer token and customerId of the session cookies', async () => {
    startSession('token-abc', '2030-01-01T00:00:00.000Z');
    rememberCustomer('customer-42');
    fetchMock.mockResolvedValue(json(200, [{ _id: 'p1' }]));

    await expect(call((o) => client.products.$get(undefined, o))).resolves.toEqual([{ _id: 'p1' }]);

    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/products');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer token-abc');
    expect(headers.get('customerId')).toBe('customer-42');
  });

  it('sends a JSON body on POST', async () => {
    startSession('token-abc', '2030-01-01T00:00:00.000Z');
    fetchMock.mockResolvedValue(json(200, { ok: true }));

    await call((o) => client.activities['start-lesson'].$post({ json: { productId: 'p', lessonId: 'l' } }, o));

    const { init, headers } = sentRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ productId: 'p', lessonId: 'l' }));
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer token-abc');
  });

  it('sends no session headers once signed out', async () => {
    startSession('token-old', '2030-01-01T00:00:00.000Z');
    rememberCustomer('customer-old');
    endSession();
    fetchMock.mockResolvedValue(json(200, {}));

    await call((o) => client.auth['get-user'].$get(undefined, o)).catch(() => undefined);

    const { headers } = sentRequest();
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('customerId')).toBeNull();
  });

  it("uses the error body's message field, with the answer's status", async () => {
    fetchMock.mockResolvedValue(json(403, { message: 'You do not own this course', error: 'Forbidden' }));

    const failure = await call((o) => client.products[':id'].$get({ param: { id: 'x' } }, o)).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
    expect(errorText(failure)).toBe('You do not own this course');
  });

  it('uses the error field when the body has no message', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'Invalid email or password' }));

    const failure = await call((o) =>
      client.auth['customer-login'].$post({ json: { email: 'a@b.c', password: 'x' } }, o),
    ).catch((error: unknown) => error);

    expect((failure as ApiError).status).toBe(401);
    expect(errorText(failure)).toBe('Invalid email or password');
  });

  it("says 'Network Error' when fetch itself rejects", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const failure = await call((o) => client.products.$get(undefined, o)).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).isNetwork).toBe(true);
    expect(errorText(failure)).toBe(NETWORK_ERROR);
    expect(NETWORK_ERROR).toBe('Network Error');
  });

  it('says in words for people that the server did not answer in time, not the library text', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );

    const failure = await call((o) => client.products.$get(undefined, o), { timeoutMs: 1 }).catch(
      (error: unknown) => error,
    );

    expect(isTimeout(failure)).toBe(true);
    expect(errorText(failure)).toBe('The server did not answer in time. Check the connection and try again.');
  });
});
