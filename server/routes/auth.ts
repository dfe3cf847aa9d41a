import { type Context, Hono } from 'hono';
import { RESET_PASSWORD_PATH } from '#domain/app-paths';
import { LoginInput, LogoutInput, PasswordReset, PasswordResetRequest, RegisterInput, SIGNED_OUT } from '#domain/auth';
import { COMMON_PASSWORD, isCommonPassword } from '../auth/common-passwords.ts';
import { caller, requireUser, signedIn } from '../auth/middleware.ts';
import { HashesBusy, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { LimitCheck, RateLimitRule } from '../auth/rate-limit.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { ApiError, errorBody } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { createResetToken, resetPasswordWithToken, resetTokenUser } from '../repo/password-resets.ts';
import { revokeTokens } from '../repo/revoked-tokens.ts';
import { endAllSessions, findUserByEmail, insertUser, toApiUser } from '../repo/users.ts';
import { resetMail, welcomeMail } from './auth-mails.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/**
 * Sign-in attempts: 10 per email from one address (a stranger elsewhere cannot lock its owner out),
 * and more per address, since a whole classroom may share one.
 */
const LOGIN_PER_EMAIL: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES };
const LOGIN_PER_ADDRESS: RateLimitRule = { limit: 50, windowMs: FIFTEEN_MINUTES };
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
        const emailKey = `login:${email}|${address(c)}`;
        const addressKey = `login-address:${address(c)}`;
        await attempt([
          { key: emailKey, rule: LOGIN_PER_EMAIL },
          { key: addressKey, rule: LOGIN_PER_ADDRESS },
        ]);
        const user = await findUserByEmail(db, email);
        const matches = await hashWork([emailKey, addressKey], () => verifyPassword(user?.passwordHash, password));
        if (!user || !matches) return c.json(errorBody(INVALID_CREDENTIALS), 401);
        await limiter.clear([emailKey]);
        await limiter.release([addressKey]);
        return c.json(await tokens.issue({ userId: user.id, version: user.tokenVersion }));
      })
      .get('/get-user', signedIn, (c) => c.json(toApiUser(requireUser(c))))
      /**
       * The key this user's progress waiting on a device is sealed with at sign-out, so that the next
       * teacher on a shared tablet cannot read it; the device gets it back when she signs in again.
       */
      .get('/outbox-key', signedIn, (c) => c.json({ key: tokens.deriveKey(`outbox:${requireUser(c).id}`) }))
      /** Ends the token the call carries (if it is still valid) and any offline sign-outs sent along; always 200. */
      .post('/logout', validate('json', LogoutInput), async (c) => {
        await caller(c);
        const token = c.get('token');
        const later = new Date(now().getTime() + deps.tokenTtlSeconds * 1000);
        const revocations = c.req.valid('json').tokenIds.map((tokenId) => ({ tokenId, expiresAt: later }));
        if (token?.tokenId) revocations.push({ tokenId: token.tokenId, expiresAt: token.expiresAt });
        // A token from before tokens had ids can only be ended with all of its user's sessions.
        else if (token) await endAllSessions(db, token.userId);
        await revokeTokens(db, revocations, now());
        return c.json({ message: SIGNED_OUT });
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
