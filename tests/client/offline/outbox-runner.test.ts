import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '#offline/db.ts';
import { enqueueStep } from '#offline/outbox.ts';
import { flushNow } from '#offline/outbox-runner.ts';
import { useSyncState } from '#offline/sync-store.ts';
import { rememberCustomer, startSession } from '#session/session.ts';

type Sent = { ops: { opId: string }[] };

/** The sync call, answering every op applied. */
const syncServer = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
  const body = JSON.parse(String(init?.body)) as Sent;
  const results = body.ops.map((op) => ({ opId: op.opId, status: 'applied' }));
  return new Response(JSON.stringify({ results }), { headers: { 'Content-Type': 'application/json' } });
});

describe('what a sync run tells the pages', () => {
  beforeEach(() => {
    startSession('token-a', new Date(Date.now() + 3_600_000).toISOString());
    rememberCustomer('alice');
    vi.stubGlobal('fetch', syncServer);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says progress reached the server only when the server took queued steps (only then do pages read again)', async () => {
    await flushNow();
    expect(useSyncState.getState().lastSyncAt).not.toBeNull();
    expect(useSyncState.getState().lastDeliveredAt).toBeNull();

    await enqueueStep(offlineDb, 'alice', { type: 'start-lesson', productId: 'p', lessonId: 'lesson-1' });
    await flushNow();
    expect(syncServer).toHaveBeenCalledTimes(1);
    expect(useSyncState.getState().lastDeliveredAt).not.toBeNull();
  });
});
