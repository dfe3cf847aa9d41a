import * as z from 'zod';
import './messages.ts';

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
 * A sign-out: the token the call carries is ended; `tokenIds` are tokens this device signed out of
 * while offline (their ids only: the tokens themselves were destroyed at once).
 */
export const LogoutInput = z.object({ tokenIds: z.array(z.uuid()).max(50).default([]) });
export type LogoutInput = z.infer<typeof LogoutInput>;
export const SIGNED_OUT = 'You are signed out.';
