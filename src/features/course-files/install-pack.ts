import type { QueryClient } from '@tanstack/react-query';
import { findItKeys } from '#api/findit.ts';
import { lessonKeys } from '#api/lessons.ts';
import { productKeys } from '#api/products.ts';
import { PACK_MESSAGES, type PackCourse, type PackedFile, type PackManifest } from '#domain/course-pack';
import { type OpenedPack, openPack, PackError } from '#domain/course-pack-reader';
import { signatureMatches } from '#domain/pack-signature';
import type { ListedProduct, Product } from '#domain/product';
import { canAccessProduct, type User } from '#domain/user';
import type { OfflineCourse, OfflineDb, StoredMedia } from '#offline/db.ts';
import { releaseMedia, storeMedia } from '#offline/media-store.ts';
import { loadRead, saveReads } from '#offline/saved-reads.ts';
import { readSession } from '#session/session.ts';
import { knownPackKeys } from './pack-keys.ts';

export interface InstallProgress {
  title: string;
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
}

export interface InstallOptions {
  db: OfflineDb;
  queryClient: QueryClient;
  /** The teacher as this device last knew her: only a course she holds is taken. */
  user: User;
  onProgress: (progress: InstallProgress) => void;
  signal: AbortSignal;
}

/** Files stored per IndexedDB transaction, and the bytes past which a batch is stored early. */
const STORE_BATCH = 24;
const STORE_BATCH_BYTES = 4 * 1024 * 1024;

/** The pack is genuine: signed by a server whose key this device kept, over exactly this manifest. */
async function checkSignature(db: OfflineDb, pack: OpenedPack): Promise<void> {
  if (!pack.signature) throw new PackError(PACK_MESSAGES.unsigned);
  const { keyId, publicKey } = pack.manifest.signer;
  const known = (await knownPackKeys(db)).find((key) => key.keyId === keyId && key.publicKey === publicKey);
  if (!known) throw new PackError(PACK_MESSAGES.untrusted);
  if (!(await signatureMatches(pack.manifestBytes, pack.signature, known.publicKey))) {
    throw new PackError(PACK_MESSAGES.badSignature);
  }
}

/**
 * Where the device keeps a file the course names by `link`: the URL the app asks for it by. The
 * pack holds only the files that were its server's own, so a link written with that server's
 * address is this app's own file too.
 */
function deviceUrl(link: string): string {
  const url = new URL(link, location.origin);
  return url.origin === location.origin ? url.href : new URL(`${url.pathname}${url.search}`, location.origin).href;
}

/** The list of courses with this one whole in it: in its place, or added. */
function withCourse(listed: readonly ListedProduct[], product: Product): ListedProduct[] {
  const found = listed.some((each) => each._id === product._id);
  return found ? listed.map((each) => (each._id === product._id ? product : each)) : [...listed, product];
}

type Read = readonly [key: readonly unknown[], value: unknown];

/** The course's own reads, saved as 'Make available offline' saves them: the same keys, the same answers. */
function courseReads({ product, lessons, findItCards }: PackCourse): Read[] {
  return [
    [productKeys.one(product._id), product],
    [lessonKeys.ofProduct(product._id), lessons],
    ...lessons.map((lesson): Read => [lessonKeys.one(lesson._id), lesson]),
    [findItKeys.ofProduct(product._id), findItCards],
  ];
}

/** Stores the pack's files, one checked file at a time, a batch per transaction, under a temporary owner. */
async function storeFiles(
  db: OfflineDb,
  pack: OpenedPack,
  owner: string,
  report: (file: PackedFile) => void,
  signal: AbortSignal,
) {
  let batch: StoredMedia[] = [];
  const store = async () => {
    signal.throwIfAborted();
    await storeMedia(db, batch);
    batch = [];
  };
  for (const file of pack.manifest.files) {
    signal.throwIfAborted();
    const bytes = await pack.fileBytes(file);
    const body = bytes.buffer;
    const storedAt = Date.now();
    for (const link of file.links) {
      const url = deviceUrl(link);
      batch.push({ url, body, type: file.type, size: file.size, storedAt, owners: [owner], sha256: file.sha256 });
    }
    report(file);
    const batchBytes = batch.reduce((total, each) => total + each.size, 0);
    if (batch.length >= STORE_BATCH || batchBytes >= STORE_BATCH_BYTES) await store();
  }
  await store();
}

/** The files stored under the temporary owner become the course's, with its record and reads, in one transaction. */
async function commit(db: OfflineDb, owner: string, course: PackCourse, record: OfflineCourse, userId: string) {
  await db.transaction('rw', [db.media, db.courses, db.reads, db.partials], async () => {
    const held = await db.media.where('owners').equals(owner).toArray();
    await db.media.bulkPut(
      held.map((file) => ({
        ...file,
        owners: [...new Set([...file.owners.filter((name) => name !== owner), record.productId])],
      })),
    );
    // A pack over an older copy of the course lets go of the files the course no longer uses.
    await releaseMedia(db, record.productId, new Set(held.map((file) => file.url)));
    // The start page lists the course: offline, it is the way in.
    const listed = ((await loadRead(userId, productKeys.all, db))?.value as ListedProduct[] | undefined) ?? [];
    await saveReads(userId, [...courseReads(course), [productKeys.all, withCourse(listed, course.product)]], db);
    await db.courses.put(record);
  });
}

/**
 * Installs a course from a pack file with no network: opened by its directory, checked against the
 * keys this device kept (unsigned, altered or unknown signers are refused), taken only when the
 * teacher holds the course (as the device last knew her), then every file read, checked against its
 * size and SHA-256 and stored where 'Make available offline' stores it, and the course's reads saved
 * under the same keys. Refused, failed or cancelled, nothing of it stays on the device.
 */
export async function installPack(
  file: Blob,
  { db, queryClient, user, onProgress, signal }: InstallOptions,
): Promise<OfflineCourse> {
  const userId = readSession()?.customerId ?? user._id;
  const pack = await openPack(file);
  await checkSignature(db, pack);
  const manifest: PackManifest = pack.manifest;
  const course = await pack.course();
  if (!canAccessProduct(user, course.product)) throw new PackError(PACK_MESSAGES.notYours(course.product.title));

  const progress: InstallProgress = {
    title: course.product.title,
    filesDone: 0,
    filesTotal: manifest.files.length,
    bytesDone: 0,
  };
  onProgress({ ...progress });
  const owner = `pack:${crypto.randomUUID()}`;
  const record: OfflineCourse = {
    productId: course.product._id,
    title: course.product.title,
    downloadedAt: Date.now(),
    files: manifest.files.reduce((total, each) => total + each.links.length, 0),
    bytes: manifest.files.reduce((total, each) => total + each.size * each.links.length, 0),
    failed: [],
    version: { keyId: manifest.signer.keyId, version: manifest.course.version },
  };
  try {
    await storeFiles(
      db,
      pack,
      owner,
      (stored) => {
        progress.filesDone += 1;
        progress.bytesDone += stored.size;
        onProgress({ ...progress });
      },
      signal,
    );
    signal.throwIfAborted();
    await commit(db, owner, course, record, userId);
  } finally {
    await releaseMedia(db, owner);
  }
  for (const [key, value] of courseReads(course)) queryClient.setQueryData(key, value);
  queryClient.setQueryData<ListedProduct[]>(productKeys.all, (listed) => listed && withCourse(listed, course.product));
  return record;
}
