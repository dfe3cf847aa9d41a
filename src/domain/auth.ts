import * as z from 'zod';
import './messages.ts';
import { SIGN_OUT_PROOF, SIGN_OUTS_MAX } from './sign-out-proof.ts';

/** Characters that take no room (zero-width space, joiners, word joiner, byte order mark): pasted along, never typed. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/** An email address as typed or pasted: without zero-width characters and outer spaces, in lower case. */
export const emailText = (text: string) => text.replace(ZERO_WIDTH, '').trim().toLowerCase();

export const Email = z.string().transform(emailText).pipe(z.email('must be an email address').max(320));

export const PASSWORD_ONE_CHARACTER = 'must not be one character repeated';

export const Password = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(256, 'must be at most 256 characters')
  // 'aaaaaaaa' or '11111111': long enough, and among the first guesses of anyone.
  .refine((password) => new Set(password).size > 1, PASSWORD_ONE_CHARACTER);

export const LoginInput = z.object({
  email: z.string().transform(emailText).pipe(z.string().min(1, 'is required').max(320)),
  password: z.string().min(1, 'is required').max(256),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const LoginResult = z.object({ accessToken: z.string(), expiresAt: z.string() });
export type LoginResult = z.infer<typeof LoginResult>;

export const RegisterInput = z.object({ email: Email });
export type RegisterInput = z.infer<typeof RegisterInput>;

export const RegisterConflict = z.object({ message: z.string(), url: z.string() });
export type RegisterConflict = z.infer<typeof RegisterConflict>;

export const PasswordResetRequest = z.object({ email: Email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

export const PasswordReset = z.object({ token: z.string().min(1, 'is required').max(200), password: Password });
export type PasswordReset = z.infer<typeof PasswordReset>;

export const MessageResult = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof MessageResult>;

/**
 * A sign-out: the token the call carries is ended; `signOutProofs` are tokens this device signed out
 * of while offline, each as its sign-out proof (sign-out-proof.ts). Only tokens a caller shows it
 * held are ended: the bare token ids an older app sent are ignored, they prove nothing.
 */
export const LogoutInput = z.object({
  signOutProofs: z
    .array(z.string().max(4000).regex(SIGN_OUT_PROOF, 'must be the sign-out proof of a token'))
    .max(SIGN_OUTS_MAX)
    .default([]),
});
export type LogoutInput = z.infer<typeof LogoutInput>;
export const SIGNED_OUT = 'You are signed out.';

/** The signed-in user's password, typed again to confirm a step such as 'Sign out everywhere'. */
export const PasswordConfirmation = z.object({ password: z.string().min(1, 'is required').max(256) });
export type PasswordConfirmation = z.infer<typeof PasswordConfirmation>;
export const WRONG_PASSWORD = 'That is not your password. Please type it again.';
export const SIGNED_OUT_ELSEWHERE = 'You are signed out on every other device. This device stays signed in.';
