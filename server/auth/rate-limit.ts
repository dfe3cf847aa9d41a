export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * Counts failed attempts per key (an email, a client address) in a sliding window. Kept in the
 * process: it slows guessing down; it is not a record that must survive a restart.
 */
export class FailureLimiter {
  readonly #failures = new Map<string, number[]>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Seconds to wait before the next attempt, or 0 when every key is under its limit. */
  retryAfter(checks: readonly { key: string; rule: RateLimitRule }[]): number {
    let wait = 0;
    for (const { key, rule } of checks) {
      const recent = this.#recent(key, rule.windowMs);
      if (recent.length >= rule.limit) {
        const oldest = recent[recent.length - rule.limit] ?? this.#now();
        wait = Math.max(wait, Math.ceil((oldest + rule.windowMs - this.#now()) / 1000));
      }
    }
    return wait;
  }

  fail(keys: readonly string[]): void {
    const at = this.#now();
    for (const key of keys) this.#failures.set(key, [...(this.#failures.get(key) ?? []), at]);
    if (this.#failures.size > 10_000) this.#prune();
  }

  clear(key: string): void {
    this.#failures.delete(key);
  }

  #recent(key: string, windowMs: number): number[] {
    const since = this.#now() - windowMs;
    const recent = (this.#failures.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, recent);
    return recent;
  }

  #prune(): void {
    const since = this.#now() - 24 * 60 * 60 * 1000;
    for (const [key, times] of this.#failures) {
      if (times.every((at) => at <= since)) this.#failures.delete(key);
    }
  }
}
