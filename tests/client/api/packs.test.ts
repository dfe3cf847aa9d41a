import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '#api/http.ts';
import { attachmentName, downloadPack, packConflictOf } from '#api/packs.ts';
import { endSession, startSession } from '#session/session.ts';

/** The server, stubbed at the edge of the world: `fetch`. */
const fetchMock = vi.fn<typeof fetch>();
const COURSE = { _id: 'course-1', title: 'Core Words' };

/** An answer whose body comes in the chunks given, declaring `length` bytes. */
function streamed(chunks: Uint8Array[], length: number, disposition: string | null) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const headers = new Headers({ 'Content-Type': 'application/zip', 'Content-Length': String(length) });
  if (disposition) headers.set('Content-Disposition', disposition);
  return new Response(body, { status: 200, headers });
}

describe('attachmentName', () => {
  it('takes the UTF-8 name first, then the plain one, as RFC 6266 says', () => {
    expect(attachmentName(`attachment; filename="course.zip"; filename*=UTF-8''Caf%C3%A9%20words.course.zip`)).toBe(
      'Café words.course.zip',
    );
    expect(attachmentName('attachment; filename="course.zip"')).toBe('course.zip');
    expect(attachmentName(`attachment; filename="plain.zip"; filename*=UTF-8''%E0%A4%A`)).toBe('plain.zip');
    expect(attachmentName(null)).toBeUndefined();
  });
});

describe('downloadPack', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    startSession('token-abc', '2030-01-01T00:00:00.000Z');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });

  it('reports the bytes received of the length the server declared, and keeps the file under its name', async () => {
    const chunks = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5]), new Uint8Array([6])];
    fetchMock.mockResolvedValue(streamed(chunks, 6, `attachment; filename*=UTF-8''Core%20Words.course.zip`));
    const progress: [number, number][] = [];

    const { file, fileName } = await downloadPack(COURSE, {
      onProgress: (done, total) => progress.push([done, total]),
      signal: new AbortController().signal,
    });

    expect(progress).toEqual([
      [0, 6],
      [3, 6],
      [5, 6],
      [6, 6],
    ]);
    expect(fileName).toBe('Core Words.course.zip');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3, 4, 5, 6]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/packs/course-1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-abc');
  });

  it('names the file after the course when the server gives no name', async () => {
    fetchMock.mockResolvedValue(streamed([new Uint8Array([1])], 1, null));
    const { fileName } = await downloadPack(COURSE, { onProgress: () => {}, signal: new AbortController().signal });
    expect(fileName).toBe('Core Words.course.zip');
  });

  it('refuses an answer cut short of its declared length: no half pack is saved', async () => {
    fetchMock.mockResolvedValue(streamed([new Uint8Array([1, 2, 3])], 10, null));
    const failure = await downloadPack(COURSE, { onProgress: () => {}, signal: new AbortController().signal }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(NETWORK_ERROR);
  });

  it("throws the server's refusal with its status and message", async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Product not found' }, { status: 404 }));
    const failure = await downloadPack(COURSE, { onProgress: () => {}, signal: new AbortController().signal }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ status: 404, message: 'Product not found' });
  });
});

describe('packConflictOf', () => {
  it("reads the 409 of an import: this server's course, who changed it, and the version to replace", () => {
    const body = {
      message: 'changed here',
      reason: 'changed-here',
      current: { _id: 'course-1', title: 'Core Words' },
      changedBy: 'Ann',
      changedAt: '2026-11-27T10:00:00.000Z',
      version: 7,
    };
    expect(packConflictOf(new ApiError(409, 'changed here', body))).toEqual({
      message: 'changed here',
      current: body.current,
      changedBy: 'Ann',
      changedAt: body.changedAt,
      version: 7,
    });
    expect(packConflictOf(new ApiError(400, 'bad', body))).toBeUndefined();
    expect(packConflictOf(new ApiError(409, 'no version', { ...body, version: undefined }))).toBeUndefined();
  });
});
