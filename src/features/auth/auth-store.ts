import { create } from 'zustand';
import type { User } from '#domain/user';
import { getUser, login as loginCall } from '../../api/auth.ts';
import { ApiError } from '../../api/http.ts';
import { endSession, readSession, rememberCustomer, startSession } from '../../api/session.ts';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** Asks the server who the session belongs to; any failure means signed out. */
  checkUser: () => Promise<void>;
  login: (email: string, password: string) => Promise<void>;
  logout: () => void;
}

export const useAuth = create<AuthState>()((set) => ({
  status: 'loading',
  user: null,
  async checkUser() {
    if (!readSession()) {
      set({ status: 'signedOut', user: null });
      return;
    }
    try {
      const user = await getUser();
      rememberCustomer(user._id);
      set({ status: 'signedIn', user });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) endSession();
      set({ status: 'signedOut', user: null });
    }
  },
  async login(email, password) {
    const { accessToken, expiresAt } = await loginCall(email, password);
    startSession(accessToken, expiresAt);
    window.location.reload();
  },
  logout() {
    endSession();
    set({ status: 'signedOut', user: null });
  },
}));
