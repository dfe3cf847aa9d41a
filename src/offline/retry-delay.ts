/**
 * When the outbox tries again after an attempt that did not get through. The wait is short and
 * capped, so that the queue drains within seconds of the network coming back even when nothing
 * else (an `online` event, a read that succeeds, a page becoming visible) says so.
 */
export const RETRY_BASE_MS = 1_000;
export const RETRY_CAP_MS = 5_000;
/** A server that asks for more (Retry-After) is given it, up to this. */
export const RETRY_AFTER_CAP_MS = 5 * 60_000;

export interface RetryFacts {
  /** Attempts in a row that did not get through, this one included (1 or more). */
  failures: number;
  /** This attempt waited its whole time for an answer: it has waited enough already. */
  timedOut: boolean;
  retryAfterMs?: number | undefined;
  /** A number in [0, 1) that spreads the retries of many tablets (Math.random by default). */
  random?: number;
}

export function retryDelay({ failures, timedOut, retryAfterMs, random = Math.random() }: RetryFacts): number {
  const backoff = timedOut ? RETRY_BASE_MS : Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  const jittered = Math.min(RETRY_CAP_MS, Math.round(backoff * (0.8 + 0.4 * random)));
  return Math.max(jittered, Math.min(retryAfterMs ?? 0, RETRY_AFTER_CAP_MS));
}
