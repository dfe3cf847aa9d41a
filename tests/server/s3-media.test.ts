import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '#domain/media';
import { MEDIA_STORE_FULL, MEDIA_STORE_UNREACHABLE, openS3Store } from '#server/media/s3-store';
import { type S3Server, startS3Server } from './support/s3-server.ts';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let s3: S3Server;
let incoming: string;
let t: TestApp;
let admin: Caller;
let bucket: S3Client;
beforeAll(async () => {
  s3 = await startS3Server();
  incoming = await mkdtemp(path.join(tmpdir(), 'symbol-courses-incoming-'));
  // The SDK takes its credentials from the environment, as a server does.
  vi.stubEnv('AWS_ACCESS_KEY_ID', s3.env.AWS_ACCESS_KEY_ID);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.env.AWS_SECRET_ACCESS_KEY);
  const media = await openS3Store(
    { bucket: s3.bucket, prefix: 'courses', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true },
    incoming,
  );
  t = await setupTestApp({ media });
  admin = await t.createAdmin();
  bucket = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
});
afterAll(async () => {
  await t.close();
  await s3.close();
  await rm(incoming, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

const mp4 = (marker: string) => new TextEncoder().encode(`\0\0\0\x18ftypisom${marker}`);

function upload(productId: string, name: string, body: Uint8Array) {
  return t.app.request(`/api/media?productId=${productId}&name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/octet-stream' },
    body,
  });
}

const objectOf = (key: string) =>
  bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })).then(
    (head) => ({ type: head.ContentType, cacheControl: head.CacheControl, size: head.ContentLength }),
    (error: { name: string }) => error.name,
  );

async function refusal(answer: Response) {
  return { status: answer.status, message: ((await answer.json()) as { message: string }).message };
}

describe('media in an S3-compatible bucket', () => {
  it('are kept under the prefix by their content and served as from a folder', async () => {
    const course = await t.createProduct(admin);
    const bytes = mp4('kept in a bucket');
    const answer = await upload(course._id, 'Bucket clip.mp4', bytes);
    expect(answer.status).toBe(201);
    const item = (await answer.json()) as MediaItem;
    expect(await objectOf(`courses/${item.hash}.mp4`)).toEqual({
      type: 'video/mp4',
      cacheControl: 'public, max-age=31536000, immutable',
      size: bytes.byteLength,
    });

    const served = await t.app.request(item.url);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'video/mp4',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${item.hash}"`,
      'accept-ranges': 'bytes',
      'content-length': String(bytes.byteLength),
    });
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const part = await t.app.request(item.url, { headers: { Range: 'bytes=4-7' } });
    expect([part.status, part.headers.get('Content-Range'), await part.text()]).toEqual([
      206,
      `bytes 4-7/${bytes.byteLength}`,
      'ftyp',
    ]);
    const tail = await t.app.request(item.url, { headers: { Range: 'bytes=-6' } });
    expect([tail.status, await tail.text()]).toEqual([206, 'bucket']);
    expect(await readdir(incoming)).toEqual([]);

    const deleted = await t.call('DELETE', `/media/${item._id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(await objectOf(`courses/${item.hash}.mp4`)).toBe('NotFound');
    expect((await t.app.request(item.url)).status).toBe(404);
  });

  it('answer 503 while the store cannot be reached, keep nothing half-done, and work again once it is back', async () => {
    const course = await t.createProduct(admin);
    const kept = (await (await upload(course._id, 'before.mp4', mp4('before'))).json()) as MediaItem;
    await s3.stop();
    try {
      const refused = await upload(course._id, 'during.mp4', mp4('during'));
      expect(await refusal(refused)).toEqual({ status: 503, message: MEDIA_STORE_UNREACHABLE });
      expect(refused.headers.get('Retry-After')).toBeTruthy();
      expect((await t.app.request(kept.url)).status).toBe(503);
      const library = await t.call('GET', `/media?productId=${course._id}`, { token: admin.token });
      expect([library.status, library.body.map((entry: MediaItem) => entry.name)]).toEqual([200, ['before.mp4']]);
      expect(await readdir(incoming)).toEqual([]);
    } finally {
      await s3.start();
    }
    expect((await upload(course._id, 'during.mp4', mp4('during'))).status).toBe(201);
    expect((await t.app.request(kept.url)).status).toBe(200);
  });

  it('answer 507 while the store is out of room, and take the file once it has room again', async () => {
    const course = await t.createProduct(admin);
    s3.setFull(true);
    try {
      const refused = await upload(course._id, 'full.mp4', mp4('a full store'));
      expect(await refusal(refused)).toEqual({ status: 507, message: MEDIA_STORE_FULL });
      const library = await t.call('GET', `/media?productId=${course._id}`, { token: admin.token });
      expect(library.body).toEqual([]);
      expect(await readdir(incoming)).toEqual([]);
    } finally {
      s3.setFull(false);
    }
    expect((await upload(course._id, 'full.mp4', mp4('a full store'))).status).toBe(201);
  });
});
