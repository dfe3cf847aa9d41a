import type { Context } from 'hono';
import type { AppDeps } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { ApiError } from '../http/errors.ts';
import { HashesBusy, verifyPassword } from './passwords.ts';
import { type LimitCheck, type RateLimitRule, secondsBlocked } from './rate-limit.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/**
 * Failed sign-ins (a right password never counts): 10 per email from one address (a stranger
 * elsewhere cannot lock its owner out), and more per address, since a whole school may share one.
 * An address past its failures does not lock anyone out: it leaves each email only 3 failures
 * there, so that whoever guesses from it tries few passwords per account, while a teacher who types
 * hers right (or nearly) still signs in.
 */
const LOGIN_PER_EMAIL: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES };
const LOGIN_PER_ADDRESS: RateLimitRule = { limit: 50, windowMs: FIFTEEN_MINUTES };
const LOGIN_PER_EMAIL_AT_BUSY_ADDRESS = 3;

export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';

export function tooManyAttempts(seconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(
    429,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    {},
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Password checks under the rate limits: a sign-in, and a signed-in user typing her password
 * again before something that needs it (sign out everywhere, a role change).
 */
export function passwordChecks({ limiter, hashes, now, trustProxy }: AppDeps) {
  const address = (c: Context) => clientAddress(c, trustProxy);

  /** Counts an attempt on the keys before any work is done; 429 once one is past its limit. */
  async function attempt(checks: readonly LimitCheck[]): Promise<void> {
    const wait = await limiter.take(checks);
    if (wait > 0) throw tooManyAttempts(wait);
  }

  /** Password hashing within the server's cap; when it is full, the counted attempts are given back. */
  async function hashWork<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
    try {
      return await hashes.run(work);
    } catch (error) {
      if (!(error instanceof HashesBusy)) throw error;
      await limiter.release(keys);
      throw new ApiError(503, SERVER_BUSY, {}, { 'Retry-After': String(error.retryAfterSeconds) });
    }
  }

  /**
   * Whether `password` is the account's, under the sign-in limits of the caller's address (see
   * LOGIN_PER_EMAIL): 429 once the email has failed too often there. A right password clears the
   * email's failures and does not count for the address.
   */
  async function passwordMatches(
    c: Context,
    email: string,
    user: { passwordHash: string | null } | undefined,
    password: string,
  ) {
    const emailKey = `login:${email}|${address(c)}`;
    const addressKey = `login-address:${address(c)}`;
    const counts = await limiter.count([
      { key: emailKey, rule: LOGIN_PER_EMAIL },
      { key: addressKey, rule: LOGIN_PER_ADDRESS },
    ]);
    const busy = secondsBlocked(counts.get(addressKey), LOGIN_PER_ADDRESS.limit, now()) > 0;
    const allowed = busy ? LOGIN_PER_EMAIL_AT_BUSY_ADDRESS : LOGIN_PER_EMAIL.limit;
    const wait = secondsBlocked(counts.get(emailKey), allowed, now());
    if (wait > 0) throw tooManyAttempts(wait);
    const matches = await hashWork([emailKey, addressKey], () => verifyPassword(user?.passwordHash, password));
    if (matches) {
      await limiter.clear([emailKey]);
      await limiter.release([addressKey]);
    }
    return matches;
  }

  return { address, attempt, hashWork, passwordMatches };
}
