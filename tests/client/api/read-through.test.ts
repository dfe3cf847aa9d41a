import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUser } from '../../../src/api/auth.ts';
import { endSession, rememberCustomer, startSession } from '../../../src/api/session.ts';
import { offlineDb } from '../../../src/offline/db.ts';
import { useSavedData } from '../../../src/offline/saved-data-store.ts';

const USER = { _id: 'user-1', email: 'teacher@school.test', name: 'Ann', subscriptions: [] };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('reads with a saved copy for offline use', () => {
  beforeEach(async () => {
    await offlineDb.reads.clear();
    startSession('token-1', '2030-01-01T00:00:00.000Z');
  });
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  it('keeps the very first get-user after sign-in, so the next start without network still knows the teacher', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(USER)),
    );
    expect(await getUser()).toEqual(USER);
    rememberCustomer(USER._id);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await getUser()).toEqual(USER);
    expect(useSavedData.getState().shown).toHaveProperty(JSON.stringify(['user']));
  });

  it('gives no saved copy for a refused session (401): the teacher must sign in again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(USER)),
    );
    await getUser();
    rememberCustomer(USER._id);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: 'Unauthorized' }, 401)),
    );
    await expect(getUser()).rejects.toMatchObject({ status: 401 });
  });
});
