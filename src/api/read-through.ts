import { useSavedData } from '../offline/saved-data-store.ts';

// Dexie is loaded on the first read rather than with the page's first script.
const savedReads = () => import('../offline/saved-reads.ts');

import { ApiError } from './http.ts';
import { readSession } from './session.ts';

/** The server could not be reached (offline, timeout) or is down: saved data may stand in. */
function unreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.isNetwork || error.status >= 500);
}

/**
 * Every read of server data goes through here, network first: a fresh answer is kept in Dexie
 * under its query key for the signed-in user; when the network fails, the kept answer is given
 * back instead, and the page says it shows saved data.
 */
export async function readThrough<T>(
  key: readonly unknown[],
  fetcher: () => Promise<T>,
  /** Whose answer this is when the session does not know yet (the first get-user after sign-in). */
  ownerOf?: (value: T) => string,
): Promise<T> {
  const userId = readSession()?.customerId;
  try {
    const value = await fetcher();
    const owner = userId ?? ownerOf?.(value);
    if (owner)
      await savedReads()
        .then(({ saveRead }) => saveRead(owner, key, value))
        .catch(() => undefined);
    useSavedData.getState().showFresh(key);
    return value;
  } catch (error) {
    if (!userId || !unreachable(error)) throw error;
    const saved = await savedReads()
      .then(({ loadRead }) => loadRead(userId, key))
      .catch(() => undefined);
    if (!saved) throw error;
    useSavedData.getState().showSaved(key, saved.storedAt);
    return saved.value as T;
  }
}
