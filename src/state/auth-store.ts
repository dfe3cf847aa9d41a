import { create } from 'zustand';
import { getUser, login as loginCall } from '#api/auth.ts';
import { ApiError } from '#api/http.ts';
import type { User } from '#domain/user';
import { endSession, onSessionRefused, readSession, rememberCustomer, startSession } from '#session/session.ts';

/** `unreachable`: a session is kept, but the server could not say whose and nothing is saved yet. */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'unreachable';

interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** Asks the server who the session belongs to; only its 401 signs out. */
  checkUser: () => Promise<void>;
  login: (email: string, password: string) => Promise<void>;
  logout: () => void;
}

export const useAuth = create<AuthState>()((set, get) => ({
  status: 'loading',
  user: null,
  async checkUser() {
    if (!readSession()) {
      set({ status: 'signedOut', user: null });
      return;
    }
    const signIn = (user: User) => {
      rememberCustomer(user._id);
      set({ status: 'signedIn', user });
    };
    if (get().status === 'unreachable') set({ status: 'loading' });
    try {
      signIn(await getUser(signIn));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) endSession();
      set(readSession() ? { status: 'unreachable' } : { status: 'signedOut', user: null });
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

// A 401 on any read ends the session wherever the teacher is.
onSessionRefused(() => useAuth.setState({ status: 'signedOut', user: null }));
