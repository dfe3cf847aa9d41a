import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncStatus } from '../../../src/features/sync-status/sync-status.tsx';
import { offlineDb } from '../../../src/offline/db.ts';
import { firstPageShown } from '../../../src/offline/open-db.ts';
import { enqueueStep } from '../../../src/offline/outbox.ts';
import { noteAnswered } from '../../../src/offline/reachability.ts';

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
    await vi.waitFor(() => expect(status.textContent).toMatch(/1 waiting to be sent/));
    expect(status.textContent).not.toMatch(/all saved/);
  });
});
