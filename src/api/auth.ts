import type { LogoutInput, RegisterConflict } from '#domain/auth';
import type { User } from '#domain/user';
import { client } from './client.ts';
import { call } from './http.ts';
import { readThrough } from './read-through.ts';

export const userQueryKey = ['user'] as const;

/**
 * Who the session belongs to. The user saved at the last check stands in at once when the server
 * is slow or cannot be reached; `onLateAnswer` gets the server's answer when it comes after that.
 */
export const getUser = (onLateAnswer?: (user: User) => void) =>
  readThrough(userQueryKey, () => call((o) => client.auth['get-user'].$get(undefined, o)), {
    ownerOf: (user) => user._id,
    onLateAnswer,
  });

export const login = (email: string, password: string) =>
  call((o) => client.auth['customer-login'].$post({ json: { email, password } }, o));

export const register = (email: string) => call((o) => client.auth['customer-register'].$post({ json: { email } }, o));

export const requestPasswordReset = (email: string) =>
  call((o) => client.auth['request-password-reset'].$post({ json: { email } }, o));

export const resetPassword = (token: string, password: string) =>
  call((o) => client.auth['reset-password'].$post({ json: { token, password } }, o));

/** The 409 answer of register: the server's message and the reset-password link. */
export function registerConflict(body: unknown): RegisterConflict | undefined {
  if (body && typeof body === 'object' && 'url' in body && 'message' in body) {
    const { message, url } = body as RegisterConflict;
    if (typeof message === 'string' && typeof url === 'string') return { message, url };
  }
  return undefined;
}

/** Ends `accessToken` on the server, and the tokens this device signed out of while offline (by their proofs). */
export const logout = (accessToken: string | undefined, signOutProofs: LogoutInput['signOutProofs']) =>
  call((o) => client.auth.logout.$post({ json: { signOutProofs } }, o), {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });

/** Ends every other session of the signed-in user (her password typed again); answers this device's new token. */
export const signOutEverywhere = (password: string) =>
  call((o) => client.auth['sign-out-everywhere'].$post({ json: { password } }, o));

/** The key the signed-in teacher's waiting progress is sealed with when she signs out. */
export const getOutboxKey = () => call((o) => client.auth['outbox-key'].$get(undefined, o));
