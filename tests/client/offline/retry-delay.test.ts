import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_CAP_MS, RETRY_CAP_MS, retryDelay } from '#offline/retry-delay.ts';

const middle = 0.5;

describe('retryDelay', () => {
  it('doubles from 1 s and never waits more than 5 s, however long the network was down', () => {
    const delays = [1, 2, 3, 4, 5, 50].map((failures) => retryDelay({ failures, timedOut: false, random: middle }));
    expect(delays).toEqual([1_000, 2_000, 4_000, RETRY_CAP_MS, RETRY_CAP_MS, RETRY_CAP_MS]);
  });

  it('spreads the tablets of a class apart without passing the cap', () => {
    expect(retryDelay({ failures: 1, timedOut: false, random: 0 })).toBe(800);
    expect(retryDelay({ failures: 1, timedOut: false, random: 0.999 })).toBe(1_200);
    expect(retryDelay({ failures: 9, timedOut: false, random: 0.999 })).toBe(RETRY_CAP_MS);
  });

  it('tries again soon after a send that already waited out its timeout', () => {
    expect(retryDelay({ failures: 9, timedOut: true, random: middle })).toBe(1_000);
  });

  it('gives a server that asks for a pause (Retry-After) its pause, within reason', () => {
    expect(retryDelay({ failures: 1, timedOut: false, retryAfterMs: 30_000, random: middle })).toBe(30_000);
    expect(retryDelay({ failures: 1, timedOut: false, retryAfterMs: 86_400_000, random: middle })).toBe(
      RETRY_AFTER_CAP_MS,
    );
  });
});
