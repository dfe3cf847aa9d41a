import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { PACK_MESSAGES, type PackCourse, type PackedFile, packFileEntry } from '#domain/course-pack';
import { type OpenedPack, openPack, PackError } from '#domain/course-pack-reader';
import { authorName } from '#domain/edit-version';
import { STORED_MEDIA_NAME } from '#domain/media';
import { keyIdOf, signatureMatches } from '#domain/pack-signature';
import { type ProductInput, ProductInput as ProductInputSchema } from '#domain/product';
import type { Executor } from '../db/connect.ts';
import { findItCardSets, lessons, mediaFiles, packImports, products } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { type MediaStore, type ReceivedFile, TooLargeError } from '../media/media-store.ts';
import { lockProduct } from '../repo/lessons.ts';
import { insertProduct, toApiProduct } from '../repo/products.ts';
import { findUserById } from '../repo/users.ts';
import { withFreeShopId } from '../routes/shop-id.ts';
import { type CourseContent, courseVersion, findPackImport, lastChange, loadCourse } from './course-content.ts';
import { type ImportDecision, importDecision } from './import-decision.ts';
import { type ReceivedPack, receivePack } from './pack-receive.ts';

const refused = (error: unknown): never => {
  if (error instanceof PackError) throw new ApiError(error.status, error.message);
  throw error;
};

/** Receives the request body (see receivePack), refusing it (413) past the pack size limit. */
export async function receivePackBody(
  body: AsyncIterable<Uint8Array> | null,
  declaredLength: number,
  media: MediaStore,
  maxBytes: number,
): Promise<ReceivedPack> {
  const tooLarge = () => new ApiError(413, PACK_MESSAGES.tooLarge(maxBytes), {}, { Connection: 'close' });
  if (declaredLength > maxBytes) throw tooLarge();
  try {
    return await receivePack(body, media, maxBytes);
  } catch (error) {
    if (error instanceof TooLargeError) throw tooLarge();
    throw error;
  }
}

/** A pack opened and checked: readable, signed by the key it names, its course whole and consistent. */
export async function checkPack(bytes: Blob): Promise<{ pack: OpenedPack; course: PackCourse }> {
  try {
    const pack = await openPack(bytes);
    const { signer } = pack.manifest;
    if (!pack.signature) throw new PackError(PACK_MESSAGES.unsigned);
    const genuine =
      (await keyIdOf(signer.publicKey)) === signer.keyId &&
      (await signatureMatches(pack.manifestBytes, pack.signature, signer.publicKey));
    if (!genuine) throw new PackError(PACK_MESSAGES.badSignature);
    const course = await pack.course();
    const id = course.product._id;
    if (course.lessons.some((lesson) => lesson.productId !== id) || course.findItCards.productId !== id) {
      throw new PackError(PACK_MESSAGES.damaged('its lessons or cards belong to another course'));
    }
    return { pack, course };
  } catch (error) {
    return refused(error);
  }
}

/** A file of the pack, received into a temporary file and checked against its recorded size and hash. */
interface ReceivedPackFile {
  file: PackedFile;
  received: ReceivedFile;
  /** The extension it is kept under, for a file the course names as an upload (`/media/<hash>.<ext>`). */
  ext: string | undefined;
}

/** The extension of a file's `/media/<hash>.<ext>` link: an upload, kept in the media store. */
function uploadExtension(file: PackedFile): string | undefined {
  for (const link of file.links) {
    const match = STORED_MEDIA_NAME.exec(link.replace(/^(https?:\/\/[^/]+)?\/media\//, ''));
    if (link.includes('/media/') && match?.[1] === file.sha256) return match[2];
  }
  return undefined;
}

/**
 * A file of the pack as received: the file its bytes went into as the pack arrived when the
 * directory places it there, else its bytes received again from the pack.
 */
async function receivedFile(pack: OpenedPack, upload: ReceivedPack, file: PackedFile, media: MediaStore) {
  const { start, size } = await pack.fileSpan(file);
  const arrived = upload.entriesAt.get(start);
  if (arrived?.size === size) return arrived;
  return media.receive(await pack.stream(packFileEntry(file.sha256)), file.size).catch((error: unknown) => {
    if (error instanceof TooLargeError) throw new PackError(PACK_MESSAGES.bomb(file.links[0] ?? file.sha256));
    throw error;
  });
}

/** Every file of the pack, each checked against its recorded size and SHA-256; all discarded if one fails. */
export async function receivePackFiles(
  pack: OpenedPack,
  upload: ReceivedPack,
  media: MediaStore,
): Promise<ReceivedPackFile[]> {
  const received: ReceivedPackFile[] = [];
  try {
    for (const file of pack.manifest.files) {
      const got = await receivedFile(pack, upload, file, media);
      received.push({ file, received: got, ext: uploadExtension(file) });
      if (got.hash !== file.sha256 || got.size !== file.size) {
        throw new PackError(PACK_MESSAGES.fileMismatch(file.links[0] ?? file.sha256));
      }
    }
    return received;
  } catch (error) {
    await Promise.all(received.map((item) => media.discard(item.received)));
    if (error instanceof TypeError) refused(new PackError(PACK_MESSAGES.damaged('a file cannot be unpacked')));
    return refused(error);
  }
}

const productInputOf = (course: PackCourse): ProductInput => ProductInputSchema.parse(course.product);

/** The product: created under the pack's id, or its fields replaced (a save, raising its version). */
async function writeProduct(tx: Executor, course: PackCourse, exists: boolean, by: string, now: Date) {
  const input = productInputOf(course);
  const id = course.product._id;
  await withFreeShopId(tx, input.shopifyProductId, exists ? id : undefined, async () => {
    if (!exists) await insertProduct(tx, input, id);
    else {
      await tx
        .update(products)
        .set({ ...input, version: sql`${products.version} + 1`, updatedBy: by, updatedAt: now })
        .where(eq(products.id, id));
    }
  });
}

/** The lessons: the pack's, under their own ids, in their order; lessons the pack does not have go. */
async function writeLessons(tx: Executor, course: PackCourse, by: string, now: Date) {
  const productId = course.product._id;
  const ids = course.lessons.map((lesson) => lesson._id);
  if (ids.length > 0) {
    const [elsewhere] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(inArray(lessons.id, ids), ne(lessons.productId, productId)))
      .limit(1);
    if (elsewhere) throw new ApiError(409, 'A lesson of this pack belongs to another course on this server.');
  }
  await lockProduct(tx, productId);
  await tx
    .delete(lessons)
    .where(and(eq(lessons.productId, productId), ids.length > 0 ? notInArray(lessons.id, ids) : undefined));
  for (const lesson of course.lessons) {
    const fields = {
      title: lesson.title,
      image: lesson.image,
      description: lesson.description,
      link: lesson.link,
      order: lesson.order,
      sections: lesson.sections,
      updatedBy: by,
      updatedAt: now,
    };
    await tx
      .insert(lessons)
      .values({ id: lesson._id, productId, createdAt: new Date(lesson.createdAt), ...fields })
      .onConflictDoUpdate({ target: lessons.id, set: { ...fields, version: sql`${lessons.version} + 1` } });
  }
}

/** The find-it cards and the media library (library files already held stay as they are). */
async function writeCardsAndLibrary(tx: Executor, course: PackCourse, by: string, now: Date) {
  const productId = course.product._id;
  const cards = course.findItCards.cards;
  await tx
    .insert(findItCardSets)
    .values({ id: course.findItCards._id ?? crypto.randomUUID(), productId, cards, updatedBy: by })
    .onConflictDoUpdate({
      target: findItCardSets.productId,
      set: { cards, version: sql`${findItCardSets.version} + 1`, updatedBy: by, updatedAt: now },
    });
  if (course.library.length === 0) return;
  await tx
    .insert(mediaFiles)
    .values(
      course.library.map((item) => ({
        id: crypto.randomUUID(),
        productId,
        ...item,
        uploadedBy: by,
        uploadedAt: now,
      })),
    )
    .onConflictDoNothing({ target: [mediaFiles.productId, mediaFiles.hash] });
}

export type ImportOutcome = 'created' | 'updated' | 'unchanged';

const CONFLICT_TEXT: Record<Extract<ImportDecision, { kind: 'conflict' }>['reason'], string> = {
  'changed-here': 'was changed on this server by {who} after this pack was made',
  'older-pack': 'on this server is newer than this pack (it came from a later pack)',
  'other-version': 'on this server is a version of its own, not made from this pack',
  'replace-outdated': 'was changed again on this server by {who} meanwhile',
};

/** The 409 that asks the author, as a stale save does: replace this server's version, or keep it. */
async function conflictError(tx: Executor, here: CourseContent, reason: keyof typeof CONFLICT_TEXT) {
  const change = lastChange(here);
  const author = change.by ? await findUserById(tx, change.by) : undefined;
  const changedBy = author ? authorName(author) : null;
  const what = CONFLICT_TEXT[reason].replace('{who}', changedBy ?? 'another author');
  return new ApiError(
    409,
    `“${here.product.title}” ${what}. The import was not applied: import the pack again to replace this server’s version, or keep it.`,
    {
      reason,
      current: toApiProduct(here.product),
      changedBy,
      changedAt: change.at.toISOString(),
      version: courseVersion(here),
    },
  );
}

/**
 * Applies a checked pack in one transaction: creates the course, updates it, or changes nothing,
 * as importDecision says; a course that needs the author's choice answers 409 and nothing changes.
 * The pack's upload files go into the media store (once per content) right before the commit.
 * The course's product as it stands after the import comes back with the outcome.
 */
export async function applyPack(
  db: Executor,
  input: {
    pack: OpenedPack;
    course: PackCourse;
    files: readonly ReceivedPackFile[];
    media: MediaStore;
    ownKeyId: string;
    replace: number | undefined;
    by: string;
    now: Date;
  },
): Promise<{ outcome: ImportOutcome; product: CourseContent['product'] }> {
  const { pack, course, files, media, ownKeyId, replace, by, now } = input;
  const productId = course.product._id;
  return db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const here = await loadCourse(tx, productId);
    const imported = here && (await findPackImport(tx, productId));
    const decision = importDecision(
      pack.manifest,
      here && { version: courseVersion(here), imported },
      ownKeyId,
      replace,
    );
    if (decision.kind === 'conflict' && here) throw await conflictError(tx, here, decision.reason);
    if (decision.kind === 'unchanged' && here) return { outcome: 'unchanged', product: here.product };
    await writeProduct(tx, course, Boolean(here), by, now);
    await writeLessons(tx, course, by, now);
    await writeCardsAndLibrary(tx, course, by, now);
    const after = await loadCourse(tx, productId);
    if (!after) throw new Error(`The course ${productId} is not there within the transaction that wrote it`);
    const record = {
      keyId: pack.manifest.signer.keyId,
      publicKey: pack.manifest.signer.publicKey,
      version: pack.manifest.course.version,
      localVersion: courseVersion(after),
      importedAt: now,
    };
    await tx
      .insert(packImports)
      .values({ productId, ...record })
      .onConflictDoUpdate({ target: packImports.productId, set: record });
    for (const { received, ext } of files) if (ext) await media.keep(received, ext);
    return { outcome: here ? 'updated' : 'created', product: after.product };
  });
}

/** The keys whose packs this server's tablets accept: its own, and those of the packs it imported. */
export async function trustedPackKeys(db: Executor, own: { keyId: string; publicKey: string }) {
  const imported = await db
    .selectDistinct({ keyId: packImports.keyId, publicKey: packImports.publicKey })
    .from(packImports)
    .where(ne(packImports.keyId, own.keyId));
  return [own, ...imported];
}
