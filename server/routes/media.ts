import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  describeUses,
  MEDIA_LIMITS,
  MediaListQuery,
  MediaUploadQuery,
  notMediaMessage,
  sniffMedia,
  THUMBNAIL_LIMIT,
  tooLargeMessage,
} from '#domain/media';
import { IdParam } from '#domain/text';
import { authoring, requireAuthorOf } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, diskFull, isDiskFull, notFound } from '../http/errors.ts';
import { requestBody } from '../http/request-body.ts';
import { validate } from '../http/validate.ts';
import { type MediaStore, type ReceivedFile, type ReceiveOptions, TooLargeError } from '../media/media-store.ts';
import {
  deleteMedia,
  findMedia,
  listMedia,
  mediaUses,
  recordUpload,
  setThumbnail,
  storedFileHeld,
  toApiMedia,
  uploaderName,
} from '../repo/media.ts';
import { recordChecksum } from '../repo/media-checksums.ts';
import { findProduct } from '../repo/products.ts';

const LARGEST_UPLOAD = Math.max(...Object.values(MEDIA_LIMITS));

/** 413, and the connection ends: the rest of the body is never read. */
const tooLarge = (limit: number) => new ApiError(413, tooLargeMessage(limit), {}, { Connection: 'close' });

/**
 * Streams the request body into the store, refusing it past `limit` bytes (413) or when the disk
 * fills (507); either way the connection ends, as the rest of the body is never read.
 */
async function receiveBody(
  c: Context<AppEnv>,
  store: MediaStore,
  limit: number,
  options?: ReceiveOptions,
): Promise<ReceivedFile> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > limit) throw tooLarge(limit);
  try {
    return await store.receive(requestBody(c), limit, options);
  } catch (error) {
    if (error instanceof TooLargeError) throw tooLarge(limit);
    if (isDiskFull(error)) throw diskFull(error, { Connection: 'close' });
    throw error;
  }
}

/**
 * A course's media library (its authors and admins): uploads checked by their content and kept once per
 * content (`/media/<sha-256>.<ext>`), a thumbnail per picture, and deletes refused while a lesson
 * or course still names the file.
 */
export function mediaRoutes({ db, now, media }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', authoring, validate('query', MediaListQuery), async (c) => {
      const { productId, q } = c.req.valid('query');
      requireAuthorOf(c, productId);
      if (!(await findProduct(db, productId))) throw notFound('Product');
      return c.json(await listMedia(db, productId, q?.trim() || undefined));
    })
    .post('/', authoring, validate('query', MediaUploadQuery), async (c) => {
      const { productId, name } = c.req.valid('query');
      const author = requireAuthorOf(c, productId);
      if (!(await findProduct(db, productId))) throw notFound('Product');
      // Its CRC-32 is taken on the way, so that exporting its course reads it once (pack-writer.ts).
      const file = await receiveBody(c, media, LARGEST_UPLOAD, { crc32: true });
      const type = sniffMedia(file.head);
      if (!type) {
        await media.discard(file);
        throw new ApiError(415, notMediaMessage(file.head, file.size));
      }
      if (file.size > MEDIA_LIMITS[type.kind]) {
        await media.discard(file);
        throw tooLarge(MEDIA_LIMITS[type.kind]);
      }
      await media.keep(file, type.ext);
      if (file.crc32 !== undefined) await recordChecksum(db, file.hash, file.crc32);
      const { row, created } = await recordUpload(db, {
        productId,
        hash: file.hash,
        ext: type.ext,
        kind: type.kind,
        type: type.mime,
        name,
        size: file.size,
        uploadedBy: author.id,
        uploadedAt: now(),
      });
      return c.json(toApiMedia(row, await uploaderName(db, row.uploadedBy)), created ? 201 : 200);
    })
    .put('/:id/thumbnail', authoring, validate('param', IdParam), async (c) => {
      const row = await findMedia(db, c.req.valid('param').id);
      requireAuthorOf(c, row?.productId ?? '');
      if (!row) throw notFound('File');
      const file = await receiveBody(c, media, THUMBNAIL_LIMIT);
      const type = sniffMedia(file.head);
      if (type?.kind !== 'image') {
        await media.discard(file);
        throw new ApiError(415, 'A thumbnail must be a PNG, JPEG, GIF or WebP picture');
      }
      await media.keep(file, type.ext);
      const updated = await setThumbnail(db, row.id, `${file.hash}.${type.ext}`);
      if (!updated) throw notFound('File');
      return c.json(toApiMedia(updated, await uploaderName(db, updated.uploadedBy)));
    })
    .get('/:id/uses', authoring, validate('param', IdParam), async (c) => {
      const row = await findMedia(db, c.req.valid('param').id);
      requireAuthorOf(c, row?.productId ?? '');
      if (!row) throw notFound('File');
      return c.json(await mediaUses(db, row.hash));
    })
    .delete('/:id', authoring, validate('param', IdParam), async (c) => {
      const row = await findMedia(db, c.req.valid('param').id);
      requireAuthorOf(c, row?.productId ?? '');
      if (!row) throw notFound('File');
      const uses = await mediaUses(db, row.hash);
      if (uses.length > 0) throw new ApiError(409, describeUses(uses), { uses });
      await deleteMedia(db, row.id);
      for (const stored of [`${row.hash}.${row.ext}`, row.thumbnail]) {
        if (stored && !(await storedFileHeld(db, stored))) await media.remove(stored);
      }
      return c.json({ message: 'Deleted' });
    });
}
