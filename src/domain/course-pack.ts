import * as z from 'zod';
import './messages.ts';
import { formatBytes } from './bytes.ts';
import { FindItCardSet } from './findit.ts';
import { Lesson } from './lesson.ts';
import { MEDIA_KINDS } from './media.ts';
import { KEY_ID_PATTERN } from './pack-names.ts';
import { Product } from './product.ts';
import { Id, Label } from './text.ts';

/**
 * A course pack: one ZIP file holding a course (its product, lessons with all nine sections,
 * lesson cards, find-it card set, media library) and every same-origin file it uses, each stored
 * once under its SHA-256. Its entries, in this order:
 *
 * - `manifest.json`: what the pack holds (PackManifest), the bytes its signature covers;
 * - `manifest.sig`: the Ed25519 signature of those bytes by the server that made the pack;
 * - `course.json`: the course as the API answers it (PackCourse), deflated;
 * - `files/<sha-256>`: each file, stored as it is.
 *
 * The manifest names each file's size and hash and the course.json's, so the signature vouches
 * for every byte of the pack.
 */

/** The pack format this app writes and reads; a pack of a later format is refused as made by a newer app. */
export const PACK_FORMAT = 1;
export const PACK_APP = 'symbol-courses';
export const PACK_MANIFEST = 'manifest.json';
export const PACK_SIGNATURE = 'manifest.sig';
export const PACK_COURSE = 'course.json';
const FILE_PREFIX = 'files/';
export const packFileEntry = (sha256: string) => `${FILE_PREFIX}${sha256}`;

/** The largest manifest a reader takes (a course of 20,000 files needs about 4 MiB). */
export const MAX_MANIFEST_BYTES = 8 * 1024 * 1024;
/** The largest course.json a reader unpacks: a course's text, without its files. */
export const MAX_COURSE_BYTES = 64 * 1024 * 1024;
export const MAX_PACK_FILES = 20_000;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex');
export const KeyId = z.string().regex(KEY_ID_PATTERN, 'must be a key id');
/** A raw Ed25519 public key (32 bytes), base64. */
const PublicKey = z.string().regex(/^[A-Za-z0-9+/]{43}=$/, 'must be an Ed25519 public key');
const Size = z
  .number()
  .int()
  .min(0)
  .max(2 ** 32 - 1);

/** One file of a pack: its bytes are `files/<sha256>`; the course names it by each of its links. */
export const PackedFile = z.object({
  sha256: Sha256,
  size: Size,
  type: z.string().max(200),
  /** The links the course's content uses for it, as written there (`/media/….png`, `/demo/….svg`). */
  links: z.array(z.string().min(1).max(2048)).min(1).max(1000),
});
export type PackedFile = z.infer<typeof PackedFile>;

/** Which version of a course a pack holds: the version number on the server (the key's owner) that made it. */
export const PackVersion = z.object({ keyId: KeyId, version: z.number().int().min(0) });
export type PackVersion = z.infer<typeof PackVersion>;

export const PackManifest = z.object({
  app: z.literal(PACK_APP),
  format: z.literal(PACK_FORMAT),
  exportedAt: z.iso.datetime(),
  /** The server that made and signed the pack. */
  signer: z.object({ keyId: KeyId, publicKey: PublicKey }),
  course: z.object({
    id: Id,
    title: Label,
    /** The course's version on the signer's server. */
    version: z.number().int().min(0),
    /** The pack this server last imported the course from, if it did: what its version grew from. */
    basedOn: PackVersion.optional(),
  }),
  content: z.object({ sha256: Sha256, size: Size }),
  files: z.array(PackedFile).max(MAX_PACK_FILES),
  /** Same-origin links the course names whose files the server did not have. */
  missing: z.array(z.string().max(2048)).max(MAX_PACK_FILES),
});
export type PackManifest = z.infer<typeof PackManifest>;

/** A file of the course's media library (its bytes are among the pack's files, by hash). */
export const PackedLibraryItem = z.object({
  hash: Sha256,
  ext: z.string().regex(/^[a-z0-9]{2,5}$/),
  kind: z.enum(MEDIA_KINDS),
  type: z.string().max(200),
  name: z.string().max(500),
  size: Size,
  /** The stored name (`<hash>.<ext>`) of its thumbnail, if it has one. */
  thumbnail: z
    .string()
    .regex(/^[0-9a-f]{64}\.[a-z0-9]{2,5}$/)
    .nullable(),
});
export type PackedLibraryItem = z.infer<typeof PackedLibraryItem>;

/** The course as the API answers it, so that a device keeps exactly what it would have read. */
export const PackCourse = z.object({
  product: Product,
  lessons: z.array(Lesson).max(1000),
  findItCards: FindItCardSet,
  library: z.array(PackedLibraryItem).max(MAX_PACK_FILES),
});
export type PackCourse = z.infer<typeof PackCourse>;

/** Where an entry name may point: the three named entries and `files/<sha-256>`, nothing else. */
export function entryKind(name: string): 'manifest' | 'signature' | 'course' | 'file' | 'outside' | 'unknown' {
  if (name === PACK_MANIFEST) return 'manifest';
  if (name === PACK_SIGNATURE) return 'signature';
  if (name === PACK_COURSE) return 'course';
  if (/^files\/[0-9a-f]{64}$/.test(name)) return 'file';
  const parts = name.split(/[\\/]/);
  if (/^([a-zA-Z]:)?[\\/]/.test(name) || parts.includes('..')) return 'outside';
  return 'unknown';
}

/** What a person is told when a pack is refused: the server's and the tablet's words are the same. */
export const PACK_MESSAGES = {
  notAPack: 'This file is not a course pack. Choose a file made with Export course.',
  truncated: 'The course pack is incomplete: its end is missing. The copy was probably cut short; copy it again.',
  damaged: (detail: string) => `The course pack is damaged (${detail}). Copy it again from the original.`,
  unsupported: (detail: string) => `The course pack holds something this app does not read (${detail}).`,
  outside: (name: string) => `The course pack is refused: a file in it points outside the pack (${name}).`,
  unknownEntry: (name: string) => `The course pack is refused: it holds a file a course pack never has (${name}).`,
  missingEntry: (name: string) => `The course pack is incomplete: ${name} is missing from it.`,
  badManifest: (detail: string) => `The course pack's list of contents cannot be read: ${detail}.`,
  fileMismatch: (link: string) =>
    `The course pack is damaged: the file ${link} does not match its recorded size and SHA-256. Copy the pack again from the original.`,
  bomb: (name: string) =>
    `The course pack is refused: ${name} unpacks to more than the pack says it holds (a decompression bomb).`,
  newerFormat: (format: number) =>
    `This course pack was made by a newer version of Symbol Courses (pack format ${format}; this app reads format ${PACK_FORMAT}). Update the app, then open the pack again.`,
  tooLarge: (limit: number) => `The course pack is larger than ${formatBytes(limit)}, the most this server takes.`,
  unsigned: 'The course pack is not signed, so it cannot be trusted. Export the course again from its server.',
  badSignature:
    'The course pack has been altered since its server signed it (its signature does not match). Export the course again from its server.',
  untrusted:
    'The course pack was signed by a server this device does not know. Use a pack made by your school’s Symbol Courses server, or sign in online once so that this device learns its server’s keys.',
  notYours: (title: string) =>
    `“${title}” is not one of the courses your account holds (as this device last knew it). Sign in online to update your courses, or ask your school for access.`,
} as const;
