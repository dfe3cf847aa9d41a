import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '#domain/media';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
});
afterAll(() => t.close());

const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const be16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const text = (value: string) => [...value].map((char) => char.charCodeAt(0));
/** Each file gets trailing bytes of its own, so no two tests store the same content. */
let files = 0;
const file = (...bytes: number[]) => Uint8Array.from([...bytes, ...text(`file ${++files}`)]);

/** A PNG header (signature and IHDR) saying `width` × `height`: 33 bytes, no pixels. */
const png = (width: number, height: number) =>
  file(0x89, ...text('PNG\r\n\x1a\n'), ...be32(13), ...text('IHDR'), ...be32(width), ...be32(height), 8, 6, 0, 0, 0);
/** A JPEG whose frame header follows 40 KB of metadata (an APP1 segment), as a camera's does. */
const jpeg = (width: number, height: number) => {
  const exif = new Array(40_000).fill(0);
  return file(
    0xff,
    0xd8,
    0xff,
    0xe1,
    ...be16(exif.length + 2),
    ...exif,
    0xff,
    0xc0,
    ...be16(17),
    8,
    ...be16(height),
    ...be16(width),
    3,
  );
};
const gif = (width: number, height: number) => file(...text('GIF89a'), ...le16(width), ...le16(height), 0, 0, 0);
const webpVp8x = (width: number, height: number) =>
  file(
    ...text('RIFF'),
    0,
    0,
    0,
    0,
    ...text('WEBPVP8X'),
    10,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    ...le24(width - 1),
    ...le24(height - 1),
  );
const webpVp8l = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14);
  return file(...text('RIFF'), 0, 0, 0, 0, ...text('WEBPVP8L'), 0, 0, 0, 0, 0x2f, ...le24(bits), (bits >>> 24) & 0xff);
};

function upload(productId: string, body: Uint8Array) {
  return t.app.request(`/api/media?productId=${productId}&name=picture`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/octet-stream' },
    body,
  });
}

const storedFiles = async () => (await readdir(t.mediaDir)).filter((name) => name !== 'incoming');

describe('pictures too large in pixels', () => {
  it('a 20000 × 20000 PNG header of 45 bytes is refused with 413 and a clear message, and nothing is kept', async () => {
    const course = await t.createProduct(admin);
    const before = await storedFiles();
    const answer = await upload(course._id, png(20_000, 20_000));
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'This picture is 20000 × 20000 pixels. A picture may be at most 8192 pixels wide or high, and 40 megapixels in all.',
    );
    expect(await storedFiles()).toEqual(before);
    expect(await readdir(`${t.mediaDir}/incoming`)).toEqual([]);
    expect((await t.call('GET', `/media?productId=${course._id}`, { token: admin.token })).body).toEqual([]);
  });

  it('are refused in every format: over 8192 px a side, or over 40 megapixels in all', async () => {
    const course = await t.createProduct(admin);
    const formats = { png, jpeg, gif, webpVp8x, webpVp8l };
    for (const [format, make] of Object.entries(formats)) {
      for (const [width, height] of [
        [8193, 100],
        [100, 8193],
        [8000, 5001],
      ] as const) {
        // GIF sides stop at 65535, VP8L's at 16384: all these fit.
        const answer = await upload(course._id, make(width, height));
        expect(answer.status, `${format} ${width} × ${height}`).toBe(413);
        expect(((await answer.json()) as { message: string }).message).toContain(`${width} × ${height} pixels`);
      }
    }
  });

  it('the largest pictures allowed are taken', async () => {
    const course = await t.createProduct(admin);
    for (const make of [png, jpeg, gif, webpVp8x, webpVp8l]) {
      for (const [width, height] of [
        [8192, 4882],
        [4882, 8192],
        [8192, 1],
      ] as const) {
        expect((await upload(course._id, make(width, height))).status, `${make.name} ${width} × ${height}`).toBe(201);
      }
    }
  });

  it('a JPEG whose frame header cannot be found in its first 512 KB is refused: its size is unknown', async () => {
    const course = await t.createProduct(admin);
    const metadata = new Uint8Array(600 * 1024);
    metadata.set([0xff, 0xd8]);
    for (let at = 2; at + 4 <= metadata.length; at += 60_000) metadata.set([0xff, 0xe2, ...be16(60_000 - 2)], at);
    const answer = await upload(course._id, metadata);
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'The size of this picture cannot be read from its first bytes. Please save it again.',
    );
  });

  it('a thumbnail too large in pixels is refused as well, and the file keeps none', async () => {
    const course = await t.createProduct(admin);
    const item = (await (await upload(course._id, png(640, 480))).json()) as MediaItem;
    const thumbnail = await t.app.request(`/api/media/${item._id}/thumbnail`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${admin.token}` },
      body: png(20_000, 20_000),
    });
    expect(thumbnail.status).toBe(413);
    const library = await t.call('GET', `/media?productId=${course._id}`, { token: admin.token });
    expect(library.body[0].thumbnailUrl).toBe(item.thumbnailUrl);
  });
});
