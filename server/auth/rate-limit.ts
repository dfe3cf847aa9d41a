import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { rateLimits } from '../db/schema.ts';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface LimitCheck {
  key: string;
  rule: RateLimitRule;
  /** How much of the limit this attempt takes: 1 unless said (a sync batch takes one per op). */
  cost?: number;
}

/** Expired counters are swept now and then, not on every attempt. */
const SWEEP_EVERY = 500;
/** How many blocked keys each process remembers, so that a flood of refused attempts costs no database work. */
const BLOCKED_KEYS = 10_000;

/** A key's attempts in its current window. */
export interface Count {
  hits: number;
  resetsAt: Date;
}

const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

/** The seconds until a count's window ends when it is past `limit` attempts, else 0 (the attempt may go ahead). */
export function secondsBlocked(count: Count | undefined, limit: number, now: Date): number {
  return count && count.hits > limit ? secondsUntil(count.resetsAt, now) : 0;
}

/**
 * Counts attempts per key (an email at an address, an address) in fixed windows. The counters live
 * in the database and are raised in one atomic statement before the attempt is checked, so that
 * neither concurrent requests nor several server processes get more attempts than the limit.
 */
export class AttemptLimiter {
  #takes = 0;
  /** Keys `take` found past their limit, until their window ends: refused again without a query. */
  readonly #blocked = new Map<string, Date>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Counts an attempt on every key and answers each key's count in its window. */
  async count(checks: readonly LimitCheck[]): Promise<Map<string, Count>> {
    const now = this.now();
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const rows = await this.db
      .insert(rateLimits)
      .values(
        checks.map(({ key, rule, cost = 1 }) => ({
          key,
          hits: cost,
          resetsAt: new Date(now.getTime() + rule.windowMs),
        })),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN rate_limits.resets_at <= ${nowSql} THEN excluded.hits ELSE rate_limits.hits + excluded.hits END`,
          resetsAt: sql`CASE WHEN rate_limits.resets_at <= ${nowSql} THEN excluded.resets_at ELSE rate_limits.resets_at END`,
        },
      })
      .returning();
    this.#takes += 1;
    if (this.#takes % SWEEP_EVERY === 0) await this.db.delete(rateLimits).where(lt(rateLimits.resetsAt, now));
    return new Map(rows.map((row) => [row.key, { hits: row.hits, resetsAt: row.resetsAt }]));
  }

  /**
   * Counts an attempt on every key. Answers 0 when all are within their limits, else the seconds
   * until the longest-blocked key's window ends: the attempt must then not go ahead. A key found
   * blocked is refused again by this process until its window ends, without counting.
   */
  async take(checks: readonly LimitCheck[]): Promise<number> {
    const now = this.now();
    const blockedUntil = new Date(Math.max(0, ...checks.map(({ key }) => this.#blocked.get(key)?.getTime() ?? 0)));
    if (blockedUntil > now) return secondsUntil(blockedUntil, now);
    const counts = await this.count(checks);
    let wait = 0;
    for (const { key, rule } of checks) {
      const count = counts.get(key);
      const seconds = secondsBlocked(count, rule.limit, now);
      if (count && seconds > 0) this.#block(key, count.resetsAt);
      wait = Math.max(wait, seconds);
    }
    return wait;
  }

  #block(key: string, until: Date): void {
    if (this.#blocked.size >= BLOCKED_KEYS) {
      const now = this.now();
      for (const [known, end] of this.#blocked) if (end <= now) this.#blocked.delete(known);
      if (this.#blocked.size >= BLOCKED_KEYS) this.#blocked.delete(this.#blocked.keys().next().value as string);
    }
    this.#blocked.set(key, until);
  }

  /** Gives back an attempt that turned out well (or never ran), so it does not count against the limit. */
  async release(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.#blocked.delete(key);
    await this.db
      .update(rateLimits)
      .set({ hits: sql`GREATEST(${rateLimits.hits} - 1, 0)` })
      .where(inArray(rateLimits.key, [...keys]));
  }

  /** Forgets a key's attempts, e.g. an email's failed sign-ins once its owner signed in. */
  async clear(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.#blocked.delete(key);
    await this.db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
  }
}
