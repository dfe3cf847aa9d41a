import { SIGN_OUT_PROOF, SIGN_OUTS_MAX } from '#domain/sign-out-proof';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';

/**
 * The signed-in session. The spec keeps it in cookies without a lifetime; an installed app that
 * is closed and reopened offline must still know its teacher, so the same session is also kept
 * in localStorage and written back to the cookies on start.
 */
export interface Session {
  accessToken: string;
  expiresAt: string;
  customerId?: string | undefined;
}

const STORAGE_KEY = 'symbol-courses.session';

function stored(): Session | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Session) : undefined;
  } catch {
    return undefined;
  }
}

function store(session: Session): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage can be full or blocked; the cookies still hold the session.
  }
}

export function readSession(): Session | undefined {
  const accessToken = readCookie('accessToken');
  if (accessToken) {
    return { accessToken, expiresAt: readCookie('expiresAt') ?? '', customerId: readCookie('customerId') };
  }
  const kept = stored();
  if (!kept) {
    console.warn('No accessToken cookie: not signed in');
    return undefined;
  }
  writeCookie('accessToken', kept.accessToken);
  writeCookie('expiresAt', kept.expiresAt);
  if (kept.customerId) writeCookie('customerId', kept.customerId);
  return kept;
}

export function startSession(accessToken: string, expiresAt: string): void {
  answerCustomerWaiters(undefined);
  writeCookie('accessToken', accessToken);
  writeCookie('expiresAt', expiresAt);
  store({ accessToken, expiresAt });
}

/** Who waits to learn whose session this is (reads that came back before the sign-in check). */
let customerWaiters: ((customerId: string | undefined) => void)[] = [];

function answerCustomerWaiters(customerId: string | undefined): void {
  const waiting = customerWaiters;
  customerWaiters = [];
  for (const answer of waiting) answer(customerId);
}

/**
 * Whose session this is: at once when known, else once the sign-in check has said; undefined when
 * there is no session or it ends first (an answer fetched with one teacher's token is never filed
 * under another's).
 */
export function sessionCustomer(): Promise<string | undefined> {
  const session = readSession();
  if (!session || session.customerId) return Promise.resolve(session?.customerId);
  return new Promise((resolve) => customerWaiters.push(resolve));
}

/** Records whose session it is, once the server has said who the token belongs to. */
export function rememberCustomer(customerId: string): void {
  writeCookie('customerId', customerId);
  const session = stored();
  if (session) store({ ...session, customerId });
  answerCustomerWaiters(customerId);
}

let sessionScope = new AbortController();

/**
 * Aborted when the session it was taken in ends (Logout, a 401). Work done in the background for
 * a teacher (a read's saved copy, a course download, a visited lesson's media) checks it right
 * before it writes to the device: sign-out clears the device, and nothing of hers lands after.
 */
export function sessionSignal(): AbortSignal {
  return sessionScope.signal;
}

export function endSession(): void {
  sessionScope.abort();
  sessionScope = new AbortController();
  answerCustomerWaiters(undefined);
  removeCookie('accessToken');
  removeCookie('expiresAt');
  removeCookie('customerId');
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}

/** The headers every call carries: the Bearer token and the spec's customerId header. */
export function sessionHeaders(): Record<string, string> {
  const session = readSession();
  if (!session) return {};
  return {
    Authorization: `Bearer ${session.accessToken}`,
    ...(session.customerId ? { customerId: session.customerId } : {}),
  };
}

const refusalListeners = new Set<() => void>();

/** Runs `listener` when the server refuses the session (a 401); answers a function that stops it. */
export function onSessionRefused(listener: () => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/** The server said 401: the session is over, only that ends it. Whoever shows a signed-in page is told. */
export function refuseSession(): void {
  if (!readSession()) return;
  endSession();
  for (const listener of refusalListeners) listener();
}

const SIGN_OUTS_KEY = 'symbol-courses.pending-sign-outs';

/**
 * Sign-out proofs (#domain/sign-out-proof) of tokens signed out of while the server could not be
 * told: sent at the next chance. Anything else kept there (the bare token ids an older version
 * kept) proves nothing to the server and is left out.
 */
export function pendingSignOuts(): string[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(SIGN_OUTS_KEY) ?? '[]');
    return Array.isArray(kept)
      ? kept.filter((proof): proof is string => typeof proof === 'string' && SIGN_OUT_PROOF.test(proof))
      : [];
  } catch {
    return [];
  }
}

/** Keeps the proofs still to be sent: the newest SIGN_OUTS_MAX, as many as one sign-out call takes. */
export function setPendingSignOuts(proofs: readonly string[]): void {
  try {
    const kept = [...new Set(proofs)].slice(-SIGN_OUTS_MAX);
    if (kept.length) localStorage.setItem(SIGN_OUTS_KEY, JSON.stringify(kept));
    else localStorage.removeItem(SIGN_OUTS_KEY);
  } catch {
    // Storage blocked: the token still expires on its own.
  }
}
