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
}

/** Expired counters are swept now and then, not on every attempt. */
const SWEEP_EVERY = 500;

/**
 * Counts attempts per key (an email at an address, an address) in fixed windows. The counters live
 * in the database and are raised in one atomic statement before the attempt is checked, so that
 * neither concurrent requests nor several server processes get more attempts than the limit.
 */
export class AttemptLimiter {
  #takes = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts an attempt on every key. Answers 0 when all are within their limits, else the seconds
   * until the longest-blocked key's window ends: the attempt must then not go ahead.
   */
  async take(checks: readonly LimitCheck[]): Promise<number> {
    const now = this.now();
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const rows = await this.db
      .insert(rateLimits)
      .values(checks.map(({ key, rule }) => ({ key, hits: 1, resetsAt: new Date(now.getTime() + rule.windowMs) })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN rate_limits.resets_at <= ${nowSql} THEN 1 ELSE rate_limits.hits + 1 END`,
          resetsAt: sql`CASE WHEN rate_limits.resets_at <= ${nowSql} THEN excluded.resets_at ELSE rate_limits.resets_at END`,
        },
      })
      .returning();
    this.#takes += 1;
    if (this.#takes % SWEEP_EVERY === 0) await this.db.delete(rateLimits).where(lt(rateLimits.resetsAt, now));
    let wait = 0;
    for (const row of rows) {
      const rule = checks.find((check) => check.key === row.key)?.rule;
      if (rule && row.hits > rule.limit) {
        wait = Math.max(wait, Math.max(1, Math.ceil((row.resetsAt.getTime() - now.getTime()) / 1000)));
      }
    }
    return wait;
  }

  /** Gives back an attempt that turned out well (or never ran), so it does not count against the limit. */
  async release(keys: readonly string[]): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`GREATEST(${rateLimits.hits} - 1, 0)` })
      .where(inArray(rateLimits.key, [...keys]));
  }

  /** Forgets a key's attempts, e.g. an email's failed sign-ins once its owner signed in. */
  async clear(keys: readonly string[]): Promise<void> {
    await this.db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
  }
}
