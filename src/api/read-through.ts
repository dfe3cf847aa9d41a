import type { QueryClient } from '@tanstack/react-query';
import { afterFirstPage, mayHaveSavedReads } from '#offline/open-db.ts';
import { useSavedData } from '#offline/saved-data-store.ts';
import { readSession, refuseSession, sessionCustomer, sessionSignal } from '#session/session.ts';
import { ApiError, isUnreachable, TIMEOUT_MESSAGE } from './http.ts';

/**
 * How long a page waits for the server when this device has no saved copy, before it says the
 * server cannot be reached (the answer, should it come later, still replaces the message).
 */
export const READ_WAIT_MS = 7_000;
/**
 * How long a page waits for a fresh answer before it shows the saved copy instead: short enough to
 * feel at once on flaky Wi-Fi, long enough that a working network shows no flash of older data.
 */
export const FRESH_GRACE_MS = 250;

export interface ReadOptions<T> {
  /** Whose answer this is when the session does not know yet (the first get-user after sign-in). */
  ownerOf?: (value: T) => string;
  /** Takes a fresh answer that arrives after the saved copy (or the "cannot be reached" message) was shown. */
  onLateAnswer?: (value: T) => void;
  /** The server no longer gives this answer (403, 404): whatever shows the saved copy must load again. */
  onGone?: () => void;
  /**
   * Only the server's answer will do, however long it takes (a course download keeps what it
   * reads): no saved copy is handed over. The answer is kept as any other.
   */
  fresh?: boolean;
}

// The saved copies are kept and looked up on the page's small store, without Dexie (decision record 8).
const pageStore = () => import('#offline/page-store.ts');

const wait = (ms: number) => new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), ms));

/**
 * Every read of server data goes through here, stale-while-revalidate: the server is asked at
 * once; a fresh answer is kept on the device under its query key for the signed-in user (in the
 * background, once the first page has shown). When the device holds a saved copy and the server
 * has not answered within a blink, the copy is shown and the fresh answer replaces it when it
 * comes. Without a copy the page waits at most READ_WAIT_MS. A device that has never kept an
 * answer looks for a copy only once the server is late, so a first visit shows without Dexie.
 * Only a 401 ends the session; a network error, a timeout, a cut answer or a 5xx never does.
 */
export async function readThrough<T>(
  key: readonly unknown[],
  fetcher: () => Promise<T>,
  options: ReadOptions<T> = {},
): Promise<T> {
  const userId = readSession()?.customerId;
  const session = sessionSignal();
  // Once the caller has been given a saved copy or the waiting message, a fresh answer comes late.
  let handedOver: 'nothing' | 'saved' | 'message' = 'nothing';
  let outcome: { value: T } | { error: unknown } | undefined;
  const network = fetcher().then(
    async (value) => {
      // Not once the session has ended: sign-out has cleared the device, or is about to.
      const save = (owner: string) =>
        afterFirstPage()
          .then(pageStore)
          .then(({ saveRead }) => (session.aborted ? undefined : saveRead(owner, key, value)))
          .catch(() => undefined);
      const owner = userId ?? options.ownerOf?.(value);
      // Kept in the background, once the first page has shown. A read sent with the navigation,
      // before the sign-in check said whose session it is, is kept once it has said.
      const kept = owner ? Promise.resolve(owner) : sessionCustomer();
      void kept.then(async (customer) => {
        if (customer) await save(customer);
      });
      useSavedData.getState().showFresh(key);
      outcome = { value };
      if (handedOver !== 'nothing') options.onLateAnswer?.(value);
      return value;
    },
    async (error: unknown) => {
      outcome = { error };
      if (error instanceof ApiError && error.status === 401) refuseSession();
      else if (handedOver === 'saved' && !isUnreachable(error)) {
        if (userId) await pageStore().then(({ forgetRead }) => forgetRead(userId, key));
        options.onGone?.();
      }
      throw error;
    },
  );
  if (options.fresh) return network;
  const settled = network.then(
    () => 'answered' as const,
    () => 'failed' as const,
  );

  const lookUp = () =>
    userId
      ? pageStore()
          .then(({ lookUpRead }) => lookUpRead(userId, key))
          .catch(() => undefined)
      : Promise.resolve(undefined);
  const early = mayHaveSavedReads() ? lookUp() : undefined;
  if ((await Promise.race([settled, wait(FRESH_GRACE_MS)])) === 'answered') return network;
  const saved = await (early ?? lookUp());
  // The answer may have come while the saved copy was being read: it decides, not the copy.
  const known = outcome as { value: T } | { error: unknown } | undefined;
  if (known && 'value' in known) return known.value;
  if (known && (!saved || !isUnreachable(known.error))) throw known.error;
  if (saved) {
    handedOver = 'saved';
    useSavedData.getState().showSaved(key, saved.storedAt);
    return saved.value as T;
  }
  if ((await Promise.race([settled, wait(READ_WAIT_MS - FRESH_GRACE_MS)])) !== 'waited') return network;
  handedOver = 'message';
  throw new ApiError(0, TIMEOUT_MESSAGE);
}

/** The part of a query function's context a read needs: its cache, its key and its meta. */
export interface QueryReadContext {
  client: QueryClient;
  queryKey: readonly unknown[];
  meta?: Record<string, unknown> | undefined;
}

/** A fetch of a query with this meta reads only the server's answer (see ReadOptions.fresh). */
export const FRESH_READ = { fresh: true } as const;

/** readThrough for a query: a late fresh answer goes into the query's cache; a gone one is loaded again. */
export function readQuery<T>({ client, queryKey, meta }: QueryReadContext, fetcher: () => Promise<T>): Promise<T> {
  return readThrough(queryKey, fetcher, {
    fresh: meta?.fresh === FRESH_READ.fresh,
    onLateAnswer: (value) => client.setQueryData(queryKey, value),
    onGone: () => void client.invalidateQueries({ queryKey, exact: true }),
  });
}
