import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { courseVersionQuery } from '#api/packs.ts';
import type { PackVersion } from '#domain/course-pack';
import type { ServerCourseVersion } from '#domain/offline-copy';
import { offlineDb } from '#offline/db.ts';
import { firstPageShown } from '#offline/open-db.ts';
import { endSession, startSession } from '#session/session.ts';
import { eventually, until } from '../support/until.ts';
import { showKeptCourse } from './kept-course.tsx';

const HERE = 'a'.repeat(32);
const OTHER_SERVER = 'b'.repeat(32);

/** The server, stubbed at the edge of the world: it holds the course at `server`. */
let server: ServerCourseVersion;
const fetchMock = vi.fn<typeof fetch>(async (input) =>
  String(input).endsWith('/api/packs/course-1/version')
    ? Response.json(server)
    : Response.json({ message: 'Not found' }, { status: 404 }),
);

let queryClient: QueryClient;

async function showCourse(version: PackVersion | undefined, { compact = false } = {}) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await showKeptCourse(version && { version }, { compact, queryClient });
}

/** Waits until the control has heard the server's version, then says whether it offers the update. */
async function offersUpdate(): Promise<boolean> {
  await eventually(() =>
    expect(queryClient.getQueryState(courseVersionQuery('course-1').queryKey)?.status).toBe('success'),
  );
  return screen.queryByRole('button', { name: 'Update offline copy' }) !== null;
}

describe('an offline copy, while the device is online', () => {
  beforeAll(firstPageShown);
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    startSession('token-1', '2030-01-01T00:00:00.000Z');
  });
  afterEach(async () => {
    cleanup();
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await offlineDb.courses.clear();
  });

  it("offers 'Update offline copy' once the server holds a newer version, on the course page and in the list", async () => {
    server = { keyId: HERE, version: 8, imported: null };
    await showCourse({ keyId: HERE, version: 7 });
    await until(() => screen.queryByRole('button', { name: 'Update offline copy' }));
    expect(screen.getByText('The course has changed since it was saved here.')).toBeTruthy();
    cleanup();
    await showCourse({ keyId: HERE, version: 7 }, { compact: true });
    await until(() => screen.queryByRole('button', { name: 'Update offline copy' }));
  });

  it('offers nothing when the copy is the version the server holds', async () => {
    server = { keyId: HERE, version: 7, imported: null };
    await showCourse({ keyId: HERE, version: 7 });
    expect(await offersUpdate()).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove offline copy' })).toBeTruthy();
  });

  it('offers the update for a course installed from an older pack that the server has since replaced', async () => {
    server = { keyId: HERE, version: 12, imported: { keyId: OTHER_SERVER, version: 4, localVersion: 12 } };
    await showCourse({ keyId: OTHER_SERVER, version: 3 });
    await until(() => screen.queryByRole('button', { name: 'Update offline copy' }));
    cleanup();
    await showCourse({ keyId: OTHER_SERVER, version: 4 });
    expect(await offersUpdate(), 'the pack the server imported, unchanged since').toBe(false);
  });

  it('counts a copy kept before versions were recorded as older', async () => {
    server = { keyId: HERE, version: 1, imported: null };
    await showCourse(undefined);
    await until(() => screen.queryByRole('button', { name: 'Update offline copy' }));
  });

  it('offers nothing offline, where nothing can be compared', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server = { keyId: HERE, version: 8, imported: null };
    await showCourse({ keyId: HERE, version: 7 });
    expect(screen.queryByRole('button', { name: 'Update offline copy' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
