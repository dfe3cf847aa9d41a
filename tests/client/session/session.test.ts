import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutProofOf } from '#domain/sign-out-proof';
import { readCookie } from '#session/cookies.ts';
import {
  endSession,
  pendingSignOuts,
  readSession,
  rememberCustomer,
  sessionHeaders,
  setPendingSignOuts,
  startSession,
} from '#session/session.ts';

function clearCookies() {
  for (const entry of document.cookie.split('; ').filter(Boolean)) {
    const name = entry.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: the test resets the page's cookies
    document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

describe('the session cookies', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
  });
  afterEach(() => {
    clearCookies();
    localStorage.clear();
  });

  it('stores accessToken and expiresAt as cookies at sign-in, and customerId once the user is known', () => {
    startSession('token-1', '2030-01-01T00:00:00.000Z');
    expect(readCookie('accessToken')).toBe('token-1');
    expect(readCookie('expiresAt')).toBe('2030-01-01T00:00:00.000Z');
    expect(readCookie('customerId')).toBeUndefined();

    rememberCustomer('user-7');
    expect(readCookie('customerId')).toBe('user-7');
    expect(readSession()).toEqual({
      accessToken: 'token-1',
      expiresAt: '2030-01-01T00:00:00.000Z',
      customerId: 'user-7',
    });
  });

  it('sets the cookies with no explicit lifetime (they end with the browser session)', () => {
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner);
    if (!owner) throw new Error('document.cookie was not found');
    const written = vi.spyOn(owner as Document, 'cookie', 'set');
    startSession('token-1', '2030-01-01T00:00:00.000Z');
    rememberCustomer('user-7');
    const lines = written.mock.calls.map(([line]) => String(line));
    written.mockRestore();
    expect(lines.map((line) => line.split('=')[0])).toEqual(['accessToken', 'expiresAt', 'customerId']);
    for (const line of lines) expect(line).not.toMatch(/max-age|expires=/i);
  });

  it('sends the Bearer token and the customerId header read from the cookies', () => {
    startSession('token-2', '2030-01-01T00:00:00.000Z');
    expect(sessionHeaders()).toEqual({ Authorization: 'Bearer token-2' });
    rememberCustomer('user-8');
    expect(sessionHeaders()).toEqual({ Authorization: 'Bearer token-2', customerId: 'user-8' });
  });

  it('removes all three cookies at sign-out, and then sends no session headers', () => {
    startSession('token-3', '2030-01-01T00:00:00.000Z');
    rememberCustomer('user-9');
    endSession();
    expect(readCookie('accessToken')).toBeUndefined();
    expect(readCookie('expiresAt')).toBeUndefined();
    expect(readCookie('customerId')).toBeUndefined();
    expect(document.cookie).toBe('');
    expect(readSession()).toBeUndefined();
    expect(sessionHeaders()).toEqual({});
  });

  it('has no session and sends no headers when nobody signed in', () => {
    expect(readSession()).toBeUndefined();
    expect(sessionHeaders()).toEqual({});
  });
});

describe('sign-outs made offline', () => {
  afterEach(() => localStorage.clear());

  const token = (jti: string) =>
    `${btoa('{"alg":"HS256"}').replaceAll('=', '')}.${btoa(JSON.stringify({ jti })).replaceAll('=', '')}.${'s'.repeat(43)}`;

  it('keep each token only as its proof, which is no token: its signature is replaced by the signature’s SHA-256', async () => {
    const original = token('id-1');
    const proof = (await signOutProofOf(original)) ?? '';
    const [header, payload, signature] = original.split('.');
    expect(proof.startsWith(`${header}.${payload}.`)).toBe(true);
    expect(proof.split('.')[2]).toHaveLength(43);
    expect(proof.split('.')[2]).not.toBe(signature);
    expect(await signOutProofOf('not a token')).toBeUndefined();
  });

  it('keep the newest 50 proofs and drop the bare token ids an older version kept', async () => {
    localStorage.setItem('symbol-courses.pending-sign-outs', JSON.stringify([crypto.randomUUID()]));
    expect(pendingSignOuts()).toEqual([]);
    const proofs = await Promise.all(Array.from({ length: 60 }, (_, index) => signOutProofOf(token(`id-${index}`))));
    setPendingSignOuts(proofs.map(String));
    expect(pendingSignOuts()).toEqual(proofs.slice(10));
    setPendingSignOuts([]);
    expect(localStorage.getItem('symbol-courses.pending-sign-outs')).toBeNull();
  });
});
