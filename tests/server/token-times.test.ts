import { describe, expect, it } from 'vitest';
import { createTokenService } from '#server/auth/tokens';
import { TEST_SECRET } from './support/test-app.ts';

/**
 * Each process remembers the tokens whose signature it has checked; a token it remembers must
 * still stop working when its time is over, exactly as one it sees for the first time.
 */
describe('a token the server has already checked', () => {
  const TTL = 3600;
  const SKEW = 60;

  it('stops being accepted once it has expired, after the clock skew', async () => {
    let at = Date.parse('2026-03-01T10:00:00Z');
    const tokens = createTokenService(TEST_SECRET, TTL, () => new Date(at));
    const { accessToken } = await tokens.issue({ userId: 'u1', version: 0 });
    expect(await tokens.verify(accessToken)).toMatchObject({ userId: 'u1', version: 0 });

    at += (TTL + SKEW - 1) * 1000;
    expect(await tokens.verify(accessToken)).toMatchObject({ userId: 'u1' });
    at += 2000;
    expect(await tokens.verify(accessToken)).toBeNull();
    // A fresh process (nothing remembered) says the same.
    expect(await createTokenService(TEST_SECRET, TTL, () => new Date(at)).verify(accessToken)).toBeNull();
  });

  it('is refused on a clock that stands before its issue time beyond the skew', async () => {
    let at = Date.parse('2026-03-01T10:00:00Z');
    const tokens = createTokenService(TEST_SECRET, TTL, () => new Date(at));
    const { accessToken } = await tokens.issue({ userId: 'u2', version: 3 });
    expect(await tokens.verify(accessToken)).toMatchObject({ userId: 'u2', version: 3 });
    at -= (SKEW + 2) * 1000;
    expect(await tokens.verify(accessToken)).toBeNull();
  });

  it('is never accepted with a changed signature, before or after the right one was checked', async () => {
    const tokens = createTokenService(TEST_SECRET, TTL);
    const { accessToken } = await tokens.issue({ userId: 'u3', version: 0 });
    const forged = `${accessToken.slice(0, -4)}AAAA`;
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(accessToken)).toMatchObject({ userId: 'u3' });
    expect(await tokens.verify(forged)).toBeNull();
  });
});
