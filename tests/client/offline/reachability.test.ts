import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '#api/client.ts';
import { call } from '#api/http.ts';
import { ANSWER_FRESH_MS, serverState, useReachability } from '#offline/reachability.ts';

const fetchMock = vi.fn<typeof fetch>();
const state = () => serverState(useReachability.getState());

describe('what the device knows about the server', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useReachability.setState({ answeredAt: null, failedAt: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is reachable after any answer, refusals included', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"no"}', { status: 403 }));
    await call((o) => client.products[':id'].$get({ param: { id: 'x' } }, o)).catch(() => undefined);
    expect(state()).toBe('reachable');
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 502 from the proxy', () => Promise.resolve(new Response('Bad Gateway', { status: 502 }))],
    [
      'an answer cut mid-body',
      () => Promise.resolve(new Response('{"_id":"cut', { headers: { 'Content-Type': 'application/json' } })),
    ],
  ])('is not reachable after %s, even if it answered before', async (_name, answer) => {
    fetchMock.mockResolvedValueOnce(new Response('{"ok":true}'));
    await call((o) => client.health.$get(undefined, o));
    fetchMock.mockImplementationOnce(answer);
    await call((o) => client.products.$get(undefined, o)).catch(() => undefined);
    expect(state()).toBe('unreachable');
  });

  it('does not blame the server for a read its caller stopped', async () => {
    const stop = new AbortController();
    fetchMock.mockImplementation(() => {
      stop.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await call((o) => client.products.$get(undefined, o), { signal: stop.signal }).catch(() => undefined);
    expect(useReachability.getState().failedAt).toBeNull();
  });

  it('is not made unreachable by a request sent before a later answer, however late it gives up', async () => {
    let giveUp: (reason: Error) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((_resolve, reject) => (giveUp = reject)));
    const slow = call((o) => client.lessons[':id'].$get({ param: { id: '1' } }, o)).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 5));
    fetchMock.mockResolvedValueOnce(new Response('{"ok":true}'));
    await call((o) => client.health.$get(undefined, o));
    giveUp(new TypeError('Failed to fetch'));
    await slow;
    expect(state()).toBe('reachable');
  });

  it('no longer says reachable when the last answer is old', () => {
    const now = Date.now();
    expect(serverState({ answeredAt: now - ANSWER_FRESH_MS - 1, failedAt: null }, now)).toBe('unknown');
    expect(serverState({ answeredAt: now - 1_000, failedAt: now - 2_000 }, now)).toBe('reachable');
  });
});
