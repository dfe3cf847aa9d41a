import type { LoginResult, LogoutInput, MessageResult, RegisterConflict } from '#domain/auth';
import type { User } from '#domain/user';
import { api } from './http.ts';
import { readThrough } from './read-through.ts';

export const userQueryKey = ['user'] as const;

/**
 * Who the session belongs to. The user saved at the last check stands in at once when the server
 * is slow or cannot be reached; `onLateAnswer` gets the server's answer when it comes after that.
 */
export const getUser = (onLateAnswer?: (user: User) => void) =>
  readThrough(userQueryKey, () => api<User>('/auth/get-user'), { ownerOf: (user) => user._id, onLateAnswer });

export const login = (email: string, password: string) =>
  api<LoginResult>('/auth/customer-login', { method: 'POST', body: { email, password } });

export const register = (email: string) =>
  api<MessageResult>('/auth/customer-register', { method: 'POST', body: { email } });

export const requestPasswordReset = (email: string) =>
  api<MessageResult>('/auth/request-password-reset', { method: 'POST', body: { email } });

export const resetPassword = (token: string, password: string) =>
  api<MessageResult>('/auth/reset-password', { method: 'POST', body: { token, password } });

/** The 409 answer of register: the server's message and the reset-password link. */
export function registerConflict(body: unknown): RegisterConflict | undefined {
  if (body && typeof body === 'object' && 'url' in body && 'message' in body) {
    const { message, url } = body as RegisterConflict;
    if (typeof message === 'string' && typeof url === 'string') return { message, url };
  }
  return undefined;
}

/** Ends `accessToken` on the server, and the tokens this device signed out of while offline. */
export const logout = (accessToken: string | undefined, tokenIds: LogoutInput['tokenIds']) =>
  api<MessageResult>('/auth/logout', {
    method: 'POST',
    body: { tokenIds },
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });

/** The key the signed-in teacher's waiting progress is sealed with when she signs out. */
export const getOutboxKey = () => api<{ key: string }>('/auth/outbox-key');
