import { type Context, Hono } from 'hono';
import { RESET_PASSWORD_PATH } from '#domain/app-paths';
import { LoginInput, PasswordReset, PasswordResetRequest, RegisterInput } from '#domain/auth';
import { requireUser, signedIn } from '../auth/middleware.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { RateLimitRule } from '../auth/rate-limit.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { ApiError, errorBody } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { consumeResetToken, createResetToken } from '../repo/password-resets.ts';
import { findUserByEmail, findUserById, insertUser, setPassword, toApiUser } from '../repo/users.ts';
import { resetMail, welcomeMail } from './auth-mails.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Failed sign-ins: 10 per email, and more per address, since a whole classroom may share one. */
const LOGIN_PER_EMAIL: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES };
const LOGIN_PER_ADDRESS: RateLimitRule = { limit: 50, windowMs: FIFTEEN_MINUTES };
/** Mails sent on request: few per email (no mail bombing), more per address. */
const MAIL_PER_EMAIL: RateLimitRule = { limit: 5, windowMs: FIFTEEN_MINUTES };
const MAIL_PER_ADDRESS: RateLimitRule = { limit: 30, windowMs: FIFTEEN_MINUTES };

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_EXISTS = 'An account with this email already exists. Reset your password to sign in.';
export const RESET_LINK_SENT = 'If an account exists for this email, we have sent it a link to set a new password.';
export const RESET_LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';
export const PASSWORD_SET = 'Your password has been set. You can sign in now.';

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
  const { db, tokens, mailer, limiter, now } = deps;
  const address = (c: Context) => `address:${clientAddress(c, deps.trustProxy)}`;

  /** Counts a mail request; answers false once the email or the address asked too often. */
  function mayMail(c: Context, email: string): boolean {
    const keys = [`mail:${email}`, `mail-${address(c)}`];
    const wait = limiter.retryAfter([
      { key: keys[0] as string, rule: MAIL_PER_EMAIL },
      { key: keys[1] as string, rule: MAIL_PER_ADDRESS },
    ]);
    limiter.fail(keys);
    return wait === 0;
  }

  return new Hono<AppEnv>()
    .post('/customer-login', validate('json', LoginInput), async (c) => {
      const { email, password } = c.req.valid('json');
      const emailKey = `login:${email}`;
      const addressKey = `login-${address(c)}`;
      const wait = limiter.retryAfter([
        { key: emailKey, rule: LOGIN_PER_EMAIL },
        { key: addressKey, rule: LOGIN_PER_ADDRESS },
      ]);
      if (wait > 0) throw tooManyAttempts(wait);
      const user = await findUserByEmail(db, email);
      const matches = await verifyPassword(user?.passwordHash, password);
      if (!user || !matches) {
        limiter.fail([emailKey, addressKey]);
        return c.json(errorBody(INVALID_CREDENTIALS), 401);
      }
      limiter.clear(emailKey);
      return c.json(await tokens.issue({ userId: user.id, version: user.tokenVersion }));
    })
    .get('/get-user', signedIn, (c) => c.json(toApiUser(requireUser(c))))
    .post('/customer-register', validate('json', RegisterInput), async (c) => {
      const { email } = c.req.valid('json');
      const resetUrl = `${deps.publicUrl}${RESET_PASSWORD_PATH}`;
      const created = await insertUser(db, { email });
      if (!created) return c.json({ ...errorBody(ACCOUNT_EXISTS), url: resetUrl }, 409);
      if (mayMail(c, email)) {
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
      if (user && mayMail(c, email)) {
        const token = await createResetToken(db, user.id, now());
        await mailer.send(resetMail(email, `${deps.publicUrl}${RESET_PASSWORD_PATH}?token=${token}`));
      }
      return c.json({ message: RESET_LINK_SENT });
    })
    .post('/reset-password', validate('json', PasswordReset), async (c) => {
      const { token, password } = c.req.valid('json');
      const passwordHash = await hashPassword(password);
      const userId = await consumeResetToken(db, token, now());
      if (!userId || !(await findUserById(db, userId))) throw new ApiError(400, RESET_LINK_INVALID);
      await setPassword(db, userId, passwordHash);
      return c.json({ message: PASSWORD_SET });
    });
}
