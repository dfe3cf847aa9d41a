import { Hono } from 'hono';
import * as z from 'zod';
import { packFileName } from '#domain/pack-names';
import { IdParam } from '#domain/text';
import { adminOnly, requireAdmin, requireUser, signedIn } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { requestBody } from '../http/request-body.ts';
import { validate } from '../http/validate.ts';
import { courseVersionHere, findPackImport, loadCourse } from '../packs/course-content.ts';
import { packFiles } from '../packs/pack-files.ts';
import { applyPack, checkPack, receivePackBody, receivePackFiles, trustedPackKeys } from '../packs/pack-import.ts';
import { writePack } from '../packs/pack-writer.ts';
import { knownChecksums, recordChecksum } from '../repo/media-checksums.ts';
import { findProduct, toApiProduct } from '../repo/products.ts';
import { checkAccess } from './access.ts';

/** POST /packs: `replace` is the author's answer to a 409, the version of this server's course she chose to replace. */
const ImportQuery = z.object({ replace: z.coerce.number().int().min(0).optional() });

const OUTCOME_MESSAGES = {
  created: (title: string) => `“${title}” was imported.`,
  updated: (title: string) => `“${title}” was updated from the pack.`,
  unchanged: (title: string) => `This server already holds this version of “${title}”: nothing was changed.`,
};

/**
 * Course packs: a course as one signed file (admins export and import it) and the keys a signed-in
 * device checks packs against offline.
 */
export function packRoutes({ db, media, packs, distDir, publicUrl, now }: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get('/keys', signedIn, async (c) => c.json({ keys: await trustedPackKeys(db, packs.signer) }))
      // What a device compares its offline copy of the course with, to offer 'Update offline copy'.
      .get('/:id/version', signedIn, validate('param', IdParam), async (c) => {
        const product = checkAccess(requireUser(c), await findProduct(db, c.req.valid('param').id));
        return c.json(await courseVersionHere(db, product, packs.signer.keyId));
      })
      .get('/:id', adminOnly, validate('param', IdParam), async (c) => {
        const content = await loadCourse(db, c.req.valid('param').id);
        if (!content) throw notFound('Product');
        const { files, missing } = await packFiles(content, { media, distDir, publicUrl });
        const crcs = await knownChecksums(
          db,
          files.map((file) => file.sha256),
        );
        const imported = await findPackImport(db, content.product.id);
        const { size, stream } = await writePack({
          content,
          files: files.map((file) => ({ ...file, crc32: crcs.get(file.sha256) })),
          missing,
          signer: packs.signer,
          basedOn: imported && { keyId: imported.keyId, version: imported.version },
          exportedAt: now(),
          // Kept for the next export; one not kept only costs that export a second read.
          onCrc: (sha256, crc) =>
            recordChecksum(db, sha256, crc).catch((error: unknown) => {
              console.error(`Keeping the CRC of ${sha256} failed:`, error);
            }),
        });
        const fileName = packFileName(content.product.title);
        return c.body(stream, 200, {
          'Content-Type': 'application/zip',
          'Content-Length': String(size),
          'Content-Disposition': `attachment; filename="course.zip"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        });
      })
      .post('/', adminOnly, validate('query', ImportQuery), async (c) => {
        const admin = requireAdmin(c);
        const upload = await receivePackBody(
          requestBody(c),
          Number(c.req.header('content-length') ?? 0),
          media,
          packs.maxBytes,
        );
        try {
          const { pack, course } = await checkPack(upload.blob);
          const files = await receivePackFiles(pack, upload, media);
          try {
            const { outcome, product: written } = await applyPack(db, {
              pack,
              course,
              files,
              media,
              ownKeyId: packs.signer.keyId,
              replace: c.req.valid('query').replace,
              by: admin.id,
              now: now(),
            });
            const product = toApiProduct(written);
            return c.json(
              { outcome, message: OUTCOME_MESSAGES[outcome](product.title), product },
              outcome === 'created' ? 201 : 200,
            );
          } finally {
            await Promise.all(files.map((file) => media.discard(file.received)));
          }
        } finally {
          await Promise.all(upload.received.map((file) => media.discard(file)));
        }
      })
  );
}
