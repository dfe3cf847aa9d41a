import { type Context, Hono } from 'hono';
import { RESET_PASSWORD_PATH } from '#domain/app-paths';
import {
  LoginInput,
  LogoutInput,
  PasswordConfirmation,
  PasswordReset,
  PasswordResetRequest,
  RegisterInput,
  SIGNED_OUT,
  SIGNED_OUT_ELSEWHERE,
  WRONG_PASSWORD,
} from '#domain/auth';
import { COMMON_PASSWORD, isCommonPassword } from '../auth/common-passwords.ts';
import { caller, requireUser, signedIn } from '../auth/middleware.ts';
import { HashesBusy, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { type LimitCheck, type RateLimitRule, secondsBlocked } from '../auth/rate-limit.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { ApiError, errorBody, unauthorized } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { createResetToken, resetPasswordWithToken, resetTokenUser } from '../repo/password-resets.ts';
import { revokeTokens } from '../repo/revoked-tokens.ts';
import { endAllSessions, findUserByEmail, insertUser, toApiUser, type UserRow } from '../repo/users.ts';
import { resetMail, welcomeMail } from './auth-mails.ts';

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
/** Sign-outs per address: far more than a school's teachers sign out, far fewer than a flood. */
const LOGOUT_PER_ADDRESS: RateLimitRule = { limit: 120, windowMs: FIFTEEN_MINUTES };
/** Mails sent on request: few per email (no mail bombing), more per address. */
const MAIL_PER_EMAIL: RateLimitRule = { limit: 5, windowMs: FIFTEEN_MINUTES };
const MAIL_PER_ADDRESS: RateLimitRule = { limit: 30, windowMs: FIFTEEN_MINUTES };
/** Attempts to set a password with a link, per address. */
const RESET_PER_ADDRESS: RateLimitRule = { limit: 20, windowMs: FIFTEEN_MINUTES };
/** New accounts per address: enough for a school office signing up its teachers. */
const REGISTER_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES };

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_EXISTS = 'An account with this email already exists. Reset your password to sign in.';
export const RESET_LINK_SENT = 'If an account exists for this email, we have sent it a link to set a new password.';
export const RESET_LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';
export const PASSWORD_SET = 'Your password has been set. You can sign in now.';

export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';

function tooManyAttempts(seconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(
    429,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    {},
    { 'Retry-After': String(seconds) },
  );
}

export function authRoutes(deps: AppDeps) {
  const { db, tokens, mailer, limiter, hashes, now } = deps;
  const address = (c: Context) => clientAddress(c, deps.trustProxy);

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
  async function passwordMatches(c: Context, email: string, user: UserRow | undefined, password: string) {
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

  /** Counts a mail request; answers false once the email or the address asked too often. */
  async function mayMail(c: Context, email: string): Promise<boolean> {
    const wait = await limiter.take([
      { key: `mail:${email}`, rule: MAIL_PER_EMAIL },
      { key: `mail-address:${address(c)}`, rule: MAIL_PER_ADDRESS },
    ]);
    return wait === 0;
  }

  return (
    new Hono<AppEnv>()
      .post('/customer-login', validate('json', LoginInput), async (c) => {
        const { email, password } = c.req.valid('json');
        const user = await findUserByEmail(db, email);
        if (!(await passwordMatches(c, email, user, password)) || !user) {
          return c.json(errorBody(INVALID_CREDENTIALS), 401);
        }
        return c.json(await tokens.issue({ userId: user.id, version: user.tokenVersion }));
      })
      .get('/get-user', signedIn, (c) => c.json(toApiUser(requireUser(c))))
      /**
       * The key this user's progress waiting on a device is sealed with at sign-out, so that the next
       * teacher on a shared tablet cannot read it; the device gets it back when she signs in again.
       */
      .get('/outbox-key', signedIn, (c) => c.json({ key: tokens.deriveKey(`outbox:${requireUser(c).id}`) }))
      /**
       * Ends the token the call carries (if it is still valid) and the tokens signed out of offline
       * whose proofs are sent along; 200, or 400 (and nothing ended) when a proof is of no token of
       * this server. Limited per address: what it stores is bounded by the tokens a caller really held.
       */
      .post('/logout', validate('json', LogoutInput), async (c) => {
        await attempt([{ key: `logout-address:${address(c)}`, rule: LOGOUT_PER_ADDRESS }]);
        const signedOut = c.req.valid('json').signOutProofs.map((proof) => tokens.verifySignOut(proof));
        const refused = signedOut.indexOf(null);
        if (refused >= 0) throw new ApiError(400, `signOutProofs.${refused}: is not a token of this server`);
        const at = now();
        // An expired token needs no revocation.
        const revocations = signedOut.flatMap((token) => (token && token.expiresAt > at ? [token] : []));
        await caller(c);
        const token = c.get('token');
        if (token?.tokenId) revocations.push({ tokenId: token.tokenId, expiresAt: token.expiresAt });
        // A token from before tokens had ids can only be ended with all of its user's sessions.
        else if (token) await endAllSessions(db, token.userId);
        await revokeTokens(db, revocations, at);
        return c.json({ message: SIGNED_OUT });
      })
      /**
       * 'Sign out everywhere' (a lost tablet), once the signed-in user has typed her password again:
       * every token issued to her so far stops working, on every server process; the device asking
       * gets a new one and stays signed in. A wrong password answers 403 (not 401: she is still
       * signed in here) and counts as a failed sign-in.
       */
      .post('/sign-out-everywhere', signedIn, validate('json', PasswordConfirmation), async (c) => {
        const user = requireUser(c);
        if (!(await passwordMatches(c, user.email, user, c.req.valid('json').password))) {
          throw new ApiError(403, WRONG_PASSWORD);
        }
        const ended = await endAllSessions(db, user.id);
        if (!ended) throw unauthorized();
        const issued = await tokens.issue({ userId: ended.id, version: ended.tokenVersion });
        return c.json({ message: SIGNED_OUT_ELSEWHERE, ...issued });
      })
      .post('/customer-register', validate('json', RegisterInput), async (c) => {
        const { email } = c.req.valid('json');
        await attempt([{ key: `register-address:${address(c)}`, rule: REGISTER_PER_ADDRESS }]);
        const resetUrl = `${deps.publicUrl}${RESET_PASSWORD_PATH}`;
        const created = await insertUser(db, { email });
        if (!created) return c.json({ ...errorBody(ACCOUNT_EXISTS), url: resetUrl }, 409);
        if (await mayMail(c, email)) {
          const token = await createResetToken(db, created.id, now());
          await mailer.send(welcomeMail(email, `${resetUrl}?token=${token}`));
        }
        return c.json(
          { message: `Your account has been created. We have sent a link to ${email} to set your password.` },
          201,
        );
      })
      .post('/request-password-reset', validate('json', PasswordResetRequest), async (c) => {
        const { email } = c.req.valid('json');
        const user = await findUserByEmail(db, email);
        if (user && (await mayMail(c, email))) {
          const token = await createResetToken(db, user.id, now());
          await mailer.send(resetMail(email, `${deps.publicUrl}${RESET_PASSWORD_PATH}?token=${token}`));
        }
        return c.json({ message: RESET_LINK_SENT });
      })
      .post('/reset-password', validate('json', PasswordReset), async (c) => {
        const { token, password } = c.req.valid('json');
        const addressKey = `reset-address:${address(c)}`;
        await attempt([{ key: addressKey, rule: RESET_PER_ADDRESS }]);
        if (await isCommonPassword(password)) throw new ApiError(400, COMMON_PASSWORD);
        // The token first: a password is hashed only for a link that can still be used.
        if (!(await resetTokenUser(db, token, now()))) throw new ApiError(400, RESET_LINK_INVALID);
        const passwordHash = await hashWork([addressKey], () => hashPassword(password));
        if (!(await resetPasswordWithToken(db, token, passwordHash, now())))
          throw new ApiError(400, RESET_LINK_INVALID);
        await limiter.release([addressKey]);
        return c.json({ message: PASSWORD_SET });
      })
  );
}
