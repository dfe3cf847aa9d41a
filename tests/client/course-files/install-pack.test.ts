// @vitest-environment-options {"url": "https://school.test/"}
import 'fake-indexeddb/auto';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACK_MESSAGES, type PackCourse, type PackManifest } from '#domain/course-pack';
import { Product } from '#domain/product';
import type { User } from '#domain/user';
import { installPack } from '#features/course-files/install-pack.ts';
import { type OfflineDb, openOfflineDb } from '#offline/db.ts';
import { storeMedia } from '#offline/media-store.ts';
import { endSession, startSession } from '#session/session.ts';
import { zipEntries } from '../../server/support/pack-zip.ts';

const SHOP_ID = 'course-shop';
const hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const key = generateKeyPairSync('ed25519');
const publicKey = Buffer.from(key.publicKey.export({ format: 'jwk' }).x ?? '', 'base64url').toString('base64');
const keyId = hex(Buffer.from(publicKey, 'base64')).slice(0, 32);

const picture = new TextEncoder().encode('a picture of a cat');
const sound = new TextEncoder().encode('a sound of a dog, longer');
const product = Product.parse({
  _id: 'course-1',
  title: 'Pack course',
  shopifyProductId: SHOP_ID,
  titleLogo: '/media/cat.png',
  preview: 'https://school.test/demo/dog.mp3',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** A pack of the course, signed with the key this device knows; `format` as a later app would write it. */
function pack(format = 1): Blob {
  const course: PackCourse = {
    product,
    lessons: [],
    findItCards: { productId: product._id, cards: [] },
    library: [],
  };
  const courseBytes = new TextEncoder().encode(JSON.stringify(course));
  const files = [
    { bytes: picture, type: 'image/png', links: ['/media/cat.png'] },
    { bytes: sound, type: 'audio/mpeg', links: ['https://school.test/demo/dog.mp3'] },
  ];
  const manifest = {
    app: 'symbol-courses',
    format,
    exportedAt: '2026-01-02T00:00:00.000Z',
    signer: { keyId, publicKey },
    course: { id: product._id, title: product.title, version: 1 },
    content: { sha256: hex(courseBytes), size: courseBytes.byteLength },
    files: files.map(({ bytes, type, links }) => ({ sha256: hex(bytes), size: bytes.byteLength, type, links })),
    missing: [],
  } satisfies Omit<PackManifest, 'format'> & { format: number };
  const manifestBytes = new TextEncoder().encode(JSON.stringify(manifest));
  return new Blob([
    // A copy on an ArrayBuffer of its own, as a Blob takes.
    new Uint8Array(
      zipEntries([
        { name: 'manifest.json', bytes: manifestBytes, deflate: true },
        { name: 'manifest.sig', bytes: new Uint8Array(sign(null, manifestBytes, key.privateKey)) },
        { name: 'course.json', bytes: courseBytes, deflate: true },
        ...files.map(({ bytes }) => ({ name: `files/${hex(bytes)}`, bytes })),
      ]),
    ),
  ]);
}

const teacher = (subscriptions: string[]) =>
  ({ _id: 'teacher-1', admin: false, customerSubscriptions: subscriptions, adminSubscriptions: [] }) as unknown as User;

let db: OfflineDb;
beforeEach(async () => {
  db = openOfflineDb(`install-pack-test-${crypto.randomUUID()}`);
  await db.meta.put({ key: 'packKeys', value: [{ keyId, publicKey }] });
  startSession('token-1', '2030-01-01T00:00:00.000Z');
});
afterEach(async () => {
  endSession();
  await db.delete();
});

const install = (user: User, signal = new AbortController().signal, file = pack()) =>
  installPack(file, { db, queryClient: new QueryClient(), user, onProgress: () => undefined, signal });

describe('installing a course pack on a tablet', () => {
  it("stores the course's files and answers where 'Make available offline' keeps them", async () => {
    const seen: number[] = [];
    await installPack(pack(), {
      db,
      queryClient: new QueryClient(),
      user: teacher([SHOP_ID]),
      onProgress: (progress) => seen.push(progress.filesDone),
      signal: new AbortController().signal,
    });
    expect(seen).toEqual([0, 1, 2]);
    const cat = await db.media.get('https://school.test/media/cat.png');
    expect(cat?.owners).toEqual([product._id]);
    expect(new TextDecoder().decode(cat?.body)).toBe('a picture of a cat');
    expect((await db.media.get('https://school.test/demo/dog.mp3'))?.type).toBe('audio/mpeg');
    expect(await db.courses.get(product._id), "the pack's version of the course, to compare online").toMatchObject({
      files: 2,
      bytes: picture.length + sound.length,
      version: { keyId, version: 1 },
    });
    const reads = (await db.reads.toArray()).map((read) => read.id).sort();
    expect(reads).toEqual(
      [
        `teacher-1|["findit","${product._id}"]`,
        `teacher-1|["lessons","${product._id}"]`,
        'teacher-1|["products"]',
        `teacher-1|["products","${product._id}"]`,
      ].sort(),
    );
  });

  it("refuses a course the teacher's account does not hold, and keeps nothing of it", async () => {
    await expect(install(teacher(['another-shop']))).rejects.toThrow(PACK_MESSAGES.notYours('Pack course'));
    expect(await db.media.count()).toBe(0);
    expect(await db.reads.count()).toBe(0);
  });

  it('refuses a pack made by a newer version of the app, saying so', async () => {
    await expect(install(teacher([SHOP_ID]), undefined, pack(2))).rejects.toThrow(PACK_MESSAGES.newerFormat(2));
  });

  it('refuses a pack signed by a server this device never heard of', async () => {
    await db.meta.delete('packKeys');
    await expect(install(teacher([SHOP_ID]))).rejects.toThrow(PACK_MESSAGES.untrusted);
  });

  it('takes keys kept in another shape as none: a pack is then refused as untrusted', async () => {
    await db.meta.put({ key: 'packKeys', value: [{ keyId: 'not a key id', publicKey }] });
    await expect(install(teacher([SHOP_ID]))).rejects.toThrow(PACK_MESSAGES.untrusted);
    await db.meta.put({ key: 'packKeys', value: { keyId, publicKey } });
    await expect(install(teacher([SHOP_ID]))).rejects.toThrow(PACK_MESSAGES.untrusted);
    await db.meta.put({ key: 'packKeys', value: [{ keyId, publicKey, note: 'kept with more' }] });
    await expect(install(teacher([SHOP_ID]))).resolves.toMatchObject({ productId: product._id, title: product.title });
  });

  it('cancelled half-way, leaves nothing of the pack, and a file another course holds stays', async () => {
    const kept = new TextEncoder().encode('a picture of a cat');
    await storeMedia(db, [
      {
        url: 'https://school.test/media/cat.png',
        body: kept.buffer,
        type: 'image/png',
        size: kept.byteLength,
        storedAt: 0,
        owners: ['course-0'],
      },
    ]);
    const controller = new AbortController();
    // Cancel is pressed while the pack's files are being stored, before they become the course's.
    db.media.hook('creating', () => controller.abort());
    const cancelled = install(teacher([SHOP_ID]), controller.signal);
    await expect(cancelled).rejects.toThrow();
    expect((await db.media.toArray()).map((file) => [file.url, file.owners])).toEqual([
      ['https://school.test/media/cat.png', ['course-0']],
    ]);
    expect(await db.courses.count()).toBe(0);
    expect(await db.reads.count()).toBe(0);
  });

  it('over an older copy of the course, lets go of the files the course no longer uses', async () => {
    const old = new TextEncoder().encode('a picture no lesson uses any more');
    const file = (url: string, owners: string[]) => ({
      url,
      body: old.buffer,
      type: 'image/png',
      size: old.byteLength,
      storedAt: 0,
      owners,
    });
    await storeMedia(db, [
      file('https://school.test/media/old.png', [product._id]),
      file('https://school.test/media/shared.png', [product._id, 'course-0']),
    ]);
    await install(teacher([SHOP_ID]));
    expect(await db.media.get('https://school.test/media/old.png')).toBeUndefined();
    expect((await db.media.get('https://school.test/media/shared.png'))?.owners).toEqual(['course-0']);
    expect((await db.media.get('https://school.test/media/cat.png'))?.owners).toEqual([product._id]);
  });
});
