import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ACCESS_SETTINGS } from '#domain/access-settings';
import { SyncStatus } from '#features/sync-status/sync-status.tsx';
import { offlineDb, type QueuedStep } from '#offline/db.ts';
import { firstPageShown } from '#offline/open-db.ts';
import { enqueueStep } from '#offline/outbox.ts';
import { pageOutbox } from '#offline/page-outbox.ts';
import { noteAnswered } from '#offline/reachability.ts';
import { until } from '../support/until.ts';

describe('the header’s sync status', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await offlineDb.outbox.clear();
  });

  it('never says all saved before it has read what waits on the device', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"status":"ok"}', { headers: { 'Content-Type': 'application/json' } })),
    );
    noteAnswered();
    await enqueueStep(offlineDb, 'alice', { type: 'start-lesson', productId: 'p', lessonId: 'l', learnerIds: [] });

    render(<SyncStatus userId="alice" />);
    const status = screen.getByRole('button', { name: /^Online/ });
    expect(status.textContent).not.toMatch(/all saved/);
    // The device is read once the first page has shown.
    firstPageShown();
    await until(() => status.textContent?.includes('1 waiting to be sent'));
    expect(status.textContent).not.toMatch(/all saved/);
  });

  it("lists a learner's settings change the server refused, with its reason", async () => {
    const settings = { ...DEFAULT_ACCESS_SETTINGS, stepMs: 100 };
    const op = await enqueueStep(offlineDb, 'alice', { type: 'save-learner-settings', learnerId: 'ava', settings });
    const error = 'settings.stepMs: The step time must be between 0.5 s and 5 s';
    await offlineDb.outbox.update(op.opId, { state: 'rejected', error });
    firstPageShown();
    render(<SyncStatus userId="alice" />);
    fireEvent.click(screen.getByRole('button', { name: /^(Online|Offline|Server|Connecting)/ }));
    const refused = await until(() => screen.queryByRole('list', { name: 'Progress the server refused' }));
    expect(refused.textContent).toContain("Saved a learner's access settings on");
    expect(refused.textContent).toContain(error);
  });

  it('counts down as the page sends the steps without Dexie, and up as new ones are queued', async () => {
    const step: QueuedStep = { type: 'start-lesson', productId: 'p', lessonId: 'l', learnerIds: [] };
    const first = await enqueueStep(offlineDb, 'alice', step);
    await enqueueStep(offlineDb, 'alice', step);
    firstPageShown();
    render(<SyncStatus userId="alice" />);
    const status = screen.getByRole('button', { name: /^(Online|Offline|Server|Connecting)/ });
    await until(() => status.textContent?.includes('2 waiting to be sent'));
    // The page's runner settles what the server took on the page's small store.
    await pageOutbox().settle([], [first.opId]);
    await until(() => status.textContent?.includes('1 waiting to be sent'));
    await enqueueStep(offlineDb, 'alice', step);
    await until(() => status.textContent?.includes('2 waiting to be sent'));
  });
});
