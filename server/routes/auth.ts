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
import { passwordChecks } from '../auth/password-check.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { RateLimitRule } from '../auth/rate-limit.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, errorBody, unauthorized } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { createResetToken, resetPasswordWithToken, resetTokenUser } from '../repo/password-resets.ts';
import { revokeTokens } from '../repo/revoked-tokens.ts';
import { endAllSessions, findUserByEmail, insertUser, toApiUser } from '../repo/users.ts';
import { resetMail, welcomeMail } from './auth-mails.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
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

export function authRoutes(deps: AppDeps) {
  const { db, tokens, mailer, limiter, now } = deps;
  const { address, attempt, hashWork, passwordMatches } = passwordChecks(deps);

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
