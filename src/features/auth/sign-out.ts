import type { QueryClient } from '@tanstack/react-query';
import { getOutboxKey, logout } from '#api/auth.ts';
import { ApiError, isUnreachable } from '#api/http.ts';
import { signOutProofOf } from '#domain/sign-out-proof';
import { useLearningNow } from '#offline/learning-now-store.ts';
import { afterFirstPage } from '#offline/open-db.ts';
import { useSavedData } from '#offline/saved-data-store.ts';
import { useSupportMarks } from '#offline/support-marks-store.ts';
import { endSession, pendingSignOuts, readSession, setPendingSignOuts } from '#session/session.ts';
import { useAuth } from '#state/auth-store.ts';

// Dexie and the outbox are not needed before the first page shows.
const offline = () =>
  Promise.all([
    import('#offline/db.ts'),
    import('#offline/sealed-outbox.ts'),
    import('#offline/outbox-runner.ts'),
  ]).then(([db, sealed, runner]) => ({ db: db.offlineDb, ...sealed, ...runner }));

/** The server could not take the sign-outs now (unreachable, or too many from this address): they wait. */
const worthRetrying = (error: unknown) => isUnreachable(error) || (error instanceof ApiError && error.status === 429);

/**
 * Tells the server about sign-outs it has not heard of yet, `accessToken` (the one just ended) among
 * them; if it cannot be told now, the token's sign-out proof waits with the others for the next
 * chance. Proofs the server refuses are dropped (they can never be taken), and the token is sent again alone.
 */
async function sendSignOuts(accessToken: string | undefined): Promise<void> {
  const waiting = pendingSignOuts();
  const drop = (sent: readonly string[]) => setPendingSignOuts(pendingSignOuts().filter((p) => !sent.includes(p)));
  try {
    await logout(accessToken, waiting);
    drop(waiting);
  } catch (error) {
    if (worthRetrying(error)) {
      const own = accessToken ? await signOutProofOf(accessToken) : undefined;
      if (own) setPendingSignOuts([...pendingSignOuts(), own]);
      return;
    }
    drop(waiting);
    if (waiting.length > 0 && accessToken) await sendSignOuts(accessToken);
  }
}

/** Who she chose as learning now and her support marks of today leave the shared tablet with her. */
function forgetChoicesOf(userId: string) {
  const without = <T>(byUser: Record<string, T>) =>
    Object.fromEntries(Object.entries(byUser).filter(([id]) => id !== userId));
  useLearningNow.setState((state) => ({ byUser: without(state.byUser) }));
  useSupportMarks.setState((state) => ({ byUser: without(state.byUser) }));
}

/**
 * Logout on a shared tablet: the token leaves the device at once and is ended on the server (later,
 * if offline); the teacher's saved answers, offline courses, media and choices of learners are removed; her progress
 * still to be sent stays, sealed, until she signs in again.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const session = readSession();
  // At once, before anything that waits: a page closed or reloaded right after Logout is signed out.
  endSession();
  useAuth.getState().logout();
  queryClient.clear();
  useSavedData.setState({ shown: {} });
  if (session?.customerId) forgetChoicesOf(session.customerId);
  const { db, stopSync, sealOutbox, forgetDeviceData } = await offline();
  await stopSync();
  if (session?.customerId) await sealOutbox(db, session.customerId).catch(() => false);
  await forgetDeviceData(db).catch(() => undefined);
  await sendSignOuts(session?.accessToken);
}

/**
 * Once a teacher is signed in: sign-outs made offline are sent, her outbox key is kept for a
 * sign-out to come, her sealed progress is opened again, and then the outbox runs. On the page's
 * small store: Dexie loads only when there is sealed progress to open.
 */
export async function prepareDevice(userId: string): Promise<void> {
  await afterFirstPage();
  const [{ pageOutbox, hasSealedSteps }, { outboxKeyOf, keepOutboxKey }, { startSync }] = await Promise.all([
    import('#offline/page-outbox.ts'),
    import('#offline/sealed-outbox.ts'),
    import('#offline/outbox-runner.ts'),
  ]);
  if (pendingSignOuts().length) void sendSignOuts(undefined);
  try {
    const meta = pageOutbox();
    let key = await outboxKeyOf(meta, userId);
    if (!key) {
      key = (await getOutboxKey()).key;
      await keepOutboxKey(meta, userId, key);
    }
    if (await hasSealedSteps(userId)) {
      const { db, unsealOutbox } = await offline();
      await unsealOutbox(db, userId, key);
    }
  } catch {
    // Offline or storage blocked: sealed progress waits for the next sign-in check.
  }
  await startSync();
}
