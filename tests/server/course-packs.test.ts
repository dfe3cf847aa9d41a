import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACK_MESSAGES, type PackCourse, type PackManifest } from '#domain/course-pack';
import { lessons } from '#server/db/schema';
import { directoryOf, type RawEntry, unzipEntries, zipEntries } from './support/pack-zip.ts';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

/** Server A makes the course and its packs; server B, on a database and media folder of its own, imports them. */
let a: TestApp;
let b: TestApp;
let adminA: Caller;
let adminB: Caller;
let distDir: string;

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function png(marker: string, size = 256): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  bytes.set(new TextEncoder().encode(marker), PNG_HEAD.length);
  return bytes;
}
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const APP_FILE = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'symbol-courses-dist-'));
  await mkdir(path.join(distDir, 'demo'), { recursive: true });
  await writeFile(path.join(distDir, 'demo', 'cat.svg'), APP_FILE);
  [a, b] = await Promise.all([setupTestApp({ distDir }), setupTestApp()]);
  [adminA, adminB] = await Promise.all([a.createAdmin(), b.createAdmin()]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await rm(distDir, { recursive: true, force: true });
});

async function upload(t: TestApp, admin: Caller, productId: string, name: string, bytes: Uint8Array) {
  const answer = await t.app.request(`/api/media?productId=${productId}&name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}` },
    body: bytes,
  });
  expect(answer.status).toBeLessThan(300);
  return ((await answer.json()) as { url: string }).url;
}

/** A course on A with two lessons, find-it cards, uploads (one used twice), an app file and links elsewhere. */
async function makeCourse(title = 'Pack course') {
  const product = await a.createProduct(adminA, { title });
  const picture = await upload(a, adminA, product._id, 'cat.png', png(`cat ${product._id}`));
  const sound = await upload(a, adminA, product._id, 'dog.png', png(`dog ${product._id}`, 4096));
  const gone = `/media/${'0'.repeat(64)}.png`;
  await a.createLesson(adminA, product._id, {
    title: 'One',
    sections: {
      sayIt: { title: 'cat', video: '', illustrations: [{ image: picture, text: 'cat' }] },
      writeIt: { canvases: [picture, '/demo/cat.svg'], globalFileLink: '' },
    },
  });
  await a.createLesson(adminA, product._id, {
    title: 'Two',
    sections: {
      sayIt: { title: 'dog', video: '', illustrations: [{ image: sound, text: 'dog' }] },
      findIt: { cardIndexes: [1, 2] },
    },
    link: gone,
  });
  await a.call('POST', '/findit-cards', {
    token: adminA.token,
    body: {
      productId: product._id,
      cards: [
        { image: picture, title: 'cat', findIndex: 1 },
        { image: 'https://elsewhere.example/pear.png', title: 'pear', findIndex: 2 },
      ],
    },
  });
  return { product, picture, sound, gone };
}

async function exportPack(t: TestApp, admin: Caller, productId: string): Promise<Uint8Array> {
  const answer = await t.app.request(`/api/packs/${productId}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(answer.status).toBe(200);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  expect(Number(answer.headers.get('content-length'))).toBe(bytes.byteLength);
  return bytes;
}

async function importPack(t: TestApp, admin: Caller, pack: Uint8Array, query = '') {
  const answer = await t.app.request(`/api/packs${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/zip' },
    body: pack,
  });
  return {
    status: answer.status,
    body: (await answer.json()) as { message: string; outcome?: string; [key: string]: unknown },
  };
}

const decoder = new TextDecoder();
const entryOf = (entries: RawEntry[], name: string) => entries.find((entry) => entry.name === name);
const manifestOf = (pack: Uint8Array) =>
  JSON.parse(decoder.decode(entryOf(unzipEntries(pack), 'manifest.json')?.bytes)) as PackManifest;

/** What B's API answers of a course, without what each server sets for itself (versions, times). */
async function courseAnswers(t: TestApp, admin: Caller, productId: string) {
  const strip = (value: Record<string, unknown>) => {
    const { version: _v, createdAt: _c, updatedAt: _u, ...rest } = value;
    return rest;
  };
  const product = await t.call('GET', `/products/${productId}`, { token: admin.token });
  const lessons = await t.call('GET', `/lessons/admin?productId=${productId}`, { token: admin.token });
  const cards = await t.call('GET', `/findit-cards/${productId}`, { token: admin.token });
  return {
    status: [product.status, lessons.status, cards.status],
    product: strip(product.body),
    lessons: (lessons.body as Record<string, unknown>[]).map(strip),
    cards: strip(cards.body),
  };
}

const storedFiles = async (t: TestApp) => (await readdir(t.mediaDir)).filter((name) => name !== 'incoming').sort();
const incomingFiles = async (t: TestApp) => readdir(path.join(t.mediaDir, 'incoming')).catch(() => []);

describe('exporting a course as a pack', () => {
  it('is for admins only, and answers 404 for an unknown course', async () => {
    const { product } = await makeCourse();
    const customer = await a.createUser({ customerSubscriptions: [product.shopifyProductId] });
    expect(
      (await a.app.request(`/api/packs/${product._id}`, { headers: { Authorization: `Bearer ${customer.token}` } }))
        .status,
    ).toBe(403);
    expect((await a.call('GET', '/packs/no-such-course', { token: adminA.token })).status).toBe(404);
  });

  it('holds the course as the API answers it and every same-origin file once, by SHA-256, signed', async () => {
    const { product, picture, sound, gone } = await makeCourse();
    const entries = unzipEntries(await exportPack(a, adminA, product._id));
    expect(entries.slice(0, 3).map((entry) => entry.name)).toEqual(['manifest.json', 'manifest.sig', 'course.json']);
    const manifestBytes = entryOf(entries, 'manifest.json')?.bytes ?? new Uint8Array();
    const manifest = JSON.parse(decoder.decode(manifestBytes)) as PackManifest;
    expect(manifest).toMatchObject({
      app: 'symbol-courses',
      format: 1,
      course: { id: product._id, title: 'Pack course' },
    });
    expect(manifest.signer.keyId).toBe(a.deps.packs.signer.keyId);

    const links = manifest.files.flatMap((file) => file.links).sort();
    expect(links).toEqual([picture, sound, '/demo/cat.svg'].sort());
    expect(manifest.missing).toEqual([gone]);
    for (const file of manifest.files) {
      const bytes = entryOf(entries, `files/${file.sha256}`)?.bytes ?? new Uint8Array();
      expect(sha256(bytes)).toBe(file.sha256);
      expect(bytes.byteLength).toBe(file.size);
    }
    expect(entries.filter((entry) => entry.name.startsWith('files/'))).toHaveLength(3);

    const course = JSON.parse(decoder.decode(entryOf(entries, 'course.json')?.bytes)) as PackCourse;
    const lessons = await a.call('GET', `/lessons/admin?productId=${product._id}`, { token: adminA.token });
    expect(course.lessons).toEqual(lessons.body);
    expect(course.library.map((item) => item.name).sort()).toEqual(['cat.png', 'dog.png']);

    const key = await crypto.subtle.importKey(
      'raw',
      Buffer.from(manifest.signer.publicKey, 'base64'),
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    const signature = entryOf(entries, 'manifest.sig')?.bytes ?? new Uint8Array();
    expect(await crypto.subtle.verify('Ed25519', key, signature, manifestBytes)).toBe(true);
  });
});

describe('importing a pack', () => {
  it('creates the course on another server with the same lessons, sections, cards and media hashes', async () => {
    const { product } = await makeCourse('Travelling course');
    const pack = await exportPack(a, adminA, product._id);
    const before = await storedFiles(b);
    const answer = await importPack(b, adminB, pack);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ outcome: 'created', message: '“Travelling course” was imported.' });
    expect(await courseAnswers(b, adminB, product._id)).toEqual(await courseAnswers(a, adminA, product._id));
    // The answer's product is the course as B now has it (the admin's list shows it from there).
    expect(answer.body.product).toEqual(
      (await b.call('GET', `/products/${product._id}`, { token: adminB.token })).body,
    );
    const uploads = manifestOf(pack).files.filter((file) => file.links.some((link) => link.startsWith('/media/')));
    const added = (await storedFiles(b)).filter((name) => !before.includes(name));
    expect(added.map((name) => name.split('.')[0]).sort()).toEqual(uploads.map((file) => file.sha256).sort());
    const library = await b.call('GET', `/media?productId=${product._id}`, { token: adminB.token });
    expect((library.body as { name: string }[]).map((item) => item.name).sort()).toEqual(['cat.png', 'dog.png']);
    expect(await incomingFiles(b)).toEqual([]);
  });

  it('takes a pack whose files cannot be told as it arrives, reading them again from the pack', async () => {
    const { product } = await makeCourse('Odd headers course');
    const pack = Buffer.from(await exportPack(a, adminA, product._id));
    // Each file's local header names it otherwise than the directory, which is what readers go by: the
    // server cannot tell, as the pack arrives, that those bytes are a file's.
    const files = directoryOf(pack).filter((entry) => entry.name.startsWith('files/'));
    expect(files.length).toBeGreaterThan(1);
    for (const entry of files) pack.write('filez/', entry.offset + 30, 'latin1');
    const before = await storedFiles(b);
    const answer = await importPack(b, adminB, pack);
    expect(answer.status).toBe(201);
    expect(await courseAnswers(b, adminB, product._id)).toEqual(await courseAnswers(a, adminA, product._id));
    const uploads = manifestOf(pack).files.filter((file) => file.links.some((link) => link.startsWith('/media/')));
    const added = (await storedFiles(b)).filter((name) => !before.includes(name));
    expect(added.map((name) => name.split('.')[0]).sort()).toEqual(uploads.map((file) => file.sha256).sort());
    expect(await incomingFiles(b)).toEqual([]);
  });

  it('changes nothing when the same pack comes again, and keeps media stored once', async () => {
    const { product } = await makeCourse();
    const pack = await exportPack(a, adminA, product._id);
    expect((await importPack(b, adminB, pack)).status).toBe(201);
    const first = await b.call('GET', `/lessons/admin?productId=${product._id}`, { token: adminB.token });
    const files = await storedFiles(b);
    const again = await importPack(b, adminB, pack);
    expect(again.status).toBe(200);
    expect(again.body.outcome).toBe('unchanged');
    expect(again.body.message).toMatch(/already holds this version/);
    expect(again.body.product).toEqual((await b.call('GET', `/products/${product._id}`, { token: adminB.token })).body);
    expect((await b.call('GET', `/lessons/admin?productId=${product._id}`, { token: adminB.token })).body).toEqual(
      first.body,
    );
    expect(await storedFiles(b)).toEqual(files);
  });

  it('updates the course from a newer pack, and asks (409) when the course changed here since', async () => {
    const { product } = await makeCourse();
    expect((await importPack(b, adminB, await exportPack(a, adminA, product._id))).status).toBe(201);
    const [lessonA] = (await a.call('GET', `/lessons/admin?productId=${product._id}`, { token: adminA.token })).body;
    await a.call('PUT', `/lessons/${lessonA._id}`, { token: adminA.token, body: { ...lessonA, title: 'One, newer' } });
    const newer = await exportPack(a, adminA, product._id);
    const updated = await importPack(b, adminB, newer);
    expect(updated.status).toBe(200);
    expect(updated.body.outcome).toBe('updated');
    expect((await b.call('GET', `/lessons/${lessonA._id}`, { token: adminB.token })).body.title).toBe('One, newer');

    // An author on B changes the course; a newer pack from A must not silently undo that.
    const [lessonB] = (await b.call('GET', `/lessons/admin?productId=${product._id}`, { token: adminB.token })).body;
    await b.call('PUT', `/lessons/${lessonB._id}`, {
      token: adminB.token,
      body: { ...lessonB, title: 'Changed on B' },
    });
    await a.call('PUT', `/lessons/${lessonA._id}`, {
      token: adminA.token,
      body: { ...lessonA, title: 'One, newest', version: lessonA.version + 1 },
    });
    const newest = await exportPack(a, adminA, product._id);
    const conflict = await importPack(b, adminB, newest);
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ reason: 'changed-here', changedBy: adminB.user.name });
    expect(conflict.body.message).toMatch(
      /was changed on this server by .* after this pack was made\. The import was not applied/,
    );
    expect((await b.call('GET', `/lessons/${lessonB._id}`, { token: adminB.token })).body.title).toBe('Changed on B');

    // The author chooses to replace B's version; a choice made on an outdated version asks again.
    const version = conflict.body.version as number;
    expect((await importPack(b, adminB, newest, `?replace=${version - 1}`)).status).toBe(409);
    const replaced = await importPack(b, adminB, newest, `?replace=${version}`);
    expect(replaced.body.outcome).toBe('updated');
    expect((await b.call('GET', `/lessons/${lessonB._id}`, { token: adminB.token })).body.title).toBe('One, newest');
    expect((await importPack(b, adminB, newest)).body.outcome).toBe('unchanged');
  });

  it('asks before an older pack replaces a newer one, and on the same server after the course changed', async () => {
    const { product } = await makeCourse();
    const older = await exportPack(a, adminA, product._id);
    expect((await importPack(a, adminA, older)).body.outcome).toBe('unchanged');
    const [lesson] = (await a.call('GET', `/lessons/admin?productId=${product._id}`, { token: adminA.token })).body;
    await a.call('PUT', `/lessons/${lesson._id}`, { token: adminA.token, body: { ...lesson, title: 'Edited' } });
    const own = await importPack(a, adminA, older);
    expect(own.status).toBe(409);
    expect(own.body.reason).toBe('changed-here');

    const newer = await exportPack(a, adminA, product._id);
    expect((await importPack(b, adminB, newer)).status).toBe(201);
    const stale = await importPack(b, adminB, older);
    expect(stale.status).toBe(409);
    expect(stale.body.reason).toBe('older-pack');
    expect((await b.call('GET', `/lessons/${lesson._id}`, { token: adminB.token })).body.title).toBe('Edited');
  });

  it('asks (409) when an own pack from before the course was deleted and imported again meets a course changed since', async () => {
    const { product } = await makeCourse();
    await a.call('PUT', `/products/${product._id}`, { token: adminA.token, body: { ...product, title: 'Renamed' } });
    const before = await exportPack(a, adminA, product._id);
    expect((await a.call('DELETE', `/products/${product._id}`, { token: adminA.token })).status).toBe(200);
    expect((await importPack(a, adminA, before)).status).toBe(201);
    // The course counts its versions anew from the import: whatever number its edits bring it to,
    // the pack from before is not the version this server holds.
    const { version } = manifestOf(before).course;
    for (let edit = 1; edit <= version; edit += 1) {
      const [lesson] = (await a.call('GET', `/lessons/admin?productId=${product._id}`, { token: adminA.token })).body;
      await a.call('PUT', `/lessons/${lesson._id}`, {
        token: adminA.token,
        body: { ...lesson, title: `Edit ${edit}` },
      });
      const again = await importPack(a, adminA, before);
      expect(again.status, `after edit ${edit}`).toBe(409);
      expect(again.body.reason).toBe('changed-here');
    }
  });

  it('takes a pack made where the course came from, once that server changed it (a round trip)', async () => {
    const { product } = await makeCourse();
    expect((await importPack(b, adminB, await exportPack(a, adminA, product._id))).status).toBe(201);
    const [lesson] = (await b.call('GET', `/lessons/admin?productId=${product._id}`, { token: adminB.token })).body;
    await b.call('PUT', `/lessons/${lesson._id}`, { token: adminB.token, body: { ...lesson, title: 'Improved on B' } });
    const back = await importPack(a, adminA, await exportPack(b, adminB, product._id));
    expect(back.body.outcome).toBe('updated');
    expect((await a.call('GET', `/lessons/${lesson._id}`, { token: adminA.token })).body.title).toBe('Improved on B');
  });

  it('carries a level stored before the rules a save checks now, as it is stored', async () => {
    const { product } = await makeCourse('Course of old levels');
    const [lesson] = (await a.call('GET', `/lessons/admin?productId=${product._id}`, { token: adminA.token })).body;
    // A quantity level whose Amount was left empty, saved before such a level was refused.
    const level = { targetItem: '/box.svg', amount: 0, quantityOperator: 'more-than' };
    const playIt = {
      game: 'quantity-drag-and-drop',
      dragAndDropContent_Quantity: [{ ...level, draggableItems: [{ id: 'a', url: '/a.svg', draggable: true }] }],
    };
    await a.db
      .update(lessons)
      .set({ sections: sql`jsonb_set(${lessons.sections}, '{playIt}', ${JSON.stringify(playIt)}::jsonb)` })
      .where(eq(lessons.id, lesson._id));
    const answer = await importPack(b, adminB, await exportPack(a, adminA, product._id));
    expect(answer.status).toBe(201);
    const imported = await b.call('GET', `/lessons/${lesson._id}`, { token: adminB.token });
    expect(imported.body.sections.playIt).toMatchObject(playIt);
  });

  it('is for admins only', async () => {
    const { product } = await makeCourse();
    const pack = await exportPack(a, adminA, product._id);
    const customer = await b.createUser();
    expect((await importPack(b, customer, pack)).status).toBe(403);
    expect((await b.call('GET', `/products/${product._id}`, { token: adminB.token })).status).toBe(404);
  });
});

describe('a bad pack', () => {
  let pack: Uint8Array;
  let productId: string;
  beforeAll(async () => {
    productId = (await makeCourse('Guarded course')).product._id;
    pack = await exportPack(a, adminA, productId);
  });

  /** Re-signs a changed manifest with A's key, so that only the change under test is wrong. */
  const signed = (entries: RawEntry[], change: (manifest: PackManifest) => unknown): RawEntry[] => {
    const manifest = change(JSON.parse(decoder.decode(entryOf(entries, 'manifest.json')?.bytes)) as PackManifest);
    const bytes = new TextEncoder().encode(JSON.stringify(manifest));
    return entries.map((entry) => {
      if (entry.name === 'manifest.json') return { ...entry, bytes };
      if (entry.name === 'manifest.sig') return { ...entry, bytes: a.deps.packs.signer.sign(bytes) };
      return entry;
    });
  };

  async function expectRefused(bytes: Uint8Array, message: string | RegExp, status = 400) {
    const files = await storedFiles(b);
    const answer = await importPack(b, adminB, bytes);
    expect(answer.status).toBe(status);
    if (typeof message === 'string') expect(answer.body.message).toBe(message);
    else expect(answer.body.message).toMatch(message);
    expect((await b.call('GET', `/products/${productId}`, { token: adminB.token })).status).toBe(404);
    expect(await storedFiles(b)).toEqual(files);
    expect(await incomingFiles(b)).toEqual([]);
  }

  it('that is not a pack at all', async () => {
    await expectRefused(png('not a zip'), PACK_MESSAGES.notAPack);
    await expectRefused(
      zipEntries([{ name: 'notes.txt', bytes: new TextEncoder().encode('hi') }]),
      PACK_MESSAGES.unknownEntry('notes.txt'),
    );
  });

  it('that was cut short', async () => {
    await expectRefused(pack.subarray(0, Math.floor(pack.byteLength * 0.6)), PACK_MESSAGES.truncated);
  });

  it('with a file whose bytes do not match its hash', async () => {
    const entries = unzipEntries(pack);
    const target = entries.find((entry) => entry.name.startsWith('files/'));
    if (!target) throw new Error('no file in the pack');
    const altered = entries.map((entry) => {
      if (entry !== target) return entry;
      const bytes = entry.bytes.slice();
      bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0xff;
      return { ...entry, bytes };
    });
    const link = manifestOf(pack).files.find((file) => target.name.endsWith(file.sha256))?.links[0] ?? '';
    await expectRefused(zipEntries(altered), PACK_MESSAGES.fileMismatch(link));
  });

  it('with paths that leave the pack (zip slip)', async () => {
    const entries = unzipEntries(pack);
    for (const name of ['../../etc/evil', '/tmp/evil', 'files/../../evil', 'C:\\evil']) {
      await expectRefused(zipEntries([...entries, { name, bytes: new Uint8Array(4) }]), PACK_MESSAGES.outside(name));
    }
  });

  it('that unpacks to more than it says (a decompression bomb)', async () => {
    const entries = unzipEntries(pack);
    const bomb = new Uint8Array(40 * 1024 * 1024);
    const course = entryOf(entries, 'course.json');
    const withBomb = signed(
      entries.map((entry) =>
        entry === course ? { ...entry, bytes: bomb, deflate: true, declaredSize: course.bytes.byteLength } : entry,
      ),
      (manifest) => manifest,
    );
    await expectRefused(zipEntries(withBomb), PACK_MESSAGES.bomb('course.json'));
    const huge = signed(entries, (manifest) => ({
      ...manifest,
      content: { ...manifest.content, size: 3 * 1024 ** 3 },
    }));
    await expectRefused(
      zipEntries(
        huge.map((entry) => (entry.name === 'course.json' ? { ...entry, declaredSize: 3 * 1024 ** 3 } : entry)),
      ),
      PACK_MESSAGES.bomb('course.json'),
    );
  });

  it('of a newer format version', async () => {
    const newer = signed(unzipEntries(pack), (manifest) => ({ ...manifest, format: 2 }));
    await expectRefused(zipEntries(newer), PACK_MESSAGES.newerFormat(2));
  });

  it('over the size limit', async () => {
    const limit = b.deps.packs.maxBytes;
    b.deps.packs.maxBytes = pack.byteLength - 1;
    try {
      await expectRefused(pack, PACK_MESSAGES.tooLarge(pack.byteLength - 1), 413);
    } finally {
      b.deps.packs.maxBytes = limit;
    }
  });

  it('that is unsigned, or altered after it was signed', async () => {
    const entries = unzipEntries(pack);
    await expectRefused(zipEntries(entries.filter((entry) => entry.name !== 'manifest.sig')), PACK_MESSAGES.unsigned);
    const manifest = manifestOf(pack);
    const altered = entries.map((entry) =>
      entry.name === 'manifest.json'
        ? {
            ...entry,
            bytes: new TextEncoder().encode(
              JSON.stringify({ ...manifest, course: { ...manifest.course, title: 'Mine now' } }),
            ),
          }
        : entry,
    );
    await expectRefused(zipEntries(altered), PACK_MESSAGES.badSignature);
  });

  it('missing a file its manifest lists', async () => {
    const entries = unzipEntries(pack);
    const [file] = manifestOf(pack).files;
    if (!file) throw new Error('no file in the pack');
    const without = entries.filter((entry) => entry.name !== `files/${file.sha256}`);
    await expectRefused(zipEntries(without), PACK_MESSAGES.missingEntry(file.links[0] ?? ''));
  });
});

describe('GET /api/packs/keys', () => {
  it('gives a signed-in device the keys of this server and of the servers it imported packs from', async () => {
    const teacher = await b.createUser();
    const answer = await b.call('GET', '/packs/keys', { token: teacher.token });
    expect(answer.status).toBe(200);
    const own = b.deps.packs.signer;
    expect(answer.body.keys[0]).toEqual({ keyId: own.keyId, publicKey: own.publicKey });
    expect(answer.body.keys).toContainEqual({
      keyId: a.deps.packs.signer.keyId,
      publicKey: a.deps.packs.signer.publicKey,
    });
    expect((await b.call('GET', '/packs/keys')).status).toBe(401);
  });
});
