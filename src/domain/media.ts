import * as z from 'zod';
import './messages.ts';
import { formatBytes } from './bytes.ts';
import { pixelRefusal } from './image-size.ts';

/** What an uploaded file may be; anything else is refused. */
export const MEDIA_KINDS = ['image', 'audio', 'video', 'pdf'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const MB = 1024 * 1024;

/** The largest file of each kind the server keeps. */
export const MEDIA_LIMITS: Record<MediaKind, number> = {
  image: 10 * MB,
  audio: 50 * MB,
  pdf: 50 * MB,
  video: 500 * MB,
};

/** A thumbnail is a small picture the editor draws before the upload. */
export const THUMBNAIL_LIMIT = 512 * 1024;
/** The longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 240;

export interface SniffedType {
  kind: MediaKind;
  mime: string;
  ext: string;
}

/**
 * How many leading bytes of a file its checks read: `sniffMedia` needs 16, a picture's size in
 * pixels (`pixelRefusal`) can come after a JPEG's metadata.
 */
export const SNIFF_BYTES = 512 * 1024;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, index) => bytes[from + index] === char.charCodeAt(0));

/**
 * The type of a file by its content (its leading "magic" bytes), never by its name: PNG, JPEG,
 * GIF, WebP; MP3, Ogg, WAV, FLAC, M4A; MP4, MOV, WebM; PDF. SVG is not taken: it is a document
 * that can carry scripts, and it would run with the app's rights when opened.
 */
export function sniffMedia(bytes: Uint8Array): SniffedType | undefined {
  const at = (index: number) => bytes[index] ?? -1;
  if (at(0) === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n')) return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return { kind: 'audio', mime: 'audio/wav', ext: 'wav' };
  if (ascii(bytes, 0, '%PDF-')) return { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' };
  if (ascii(bytes, 0, 'ID3') || (at(0) === 0xff && (at(1) & 0xe0) === 0xe0 && (at(1) & 0x06) !== 0)) {
    return { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
  }
  if (ascii(bytes, 0, 'OggS')) return { kind: 'audio', mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(bytes, 0, 'fLaC')) return { kind: 'audio', mime: 'audio/flac', ext: 'flac' };
  if (at(0) === 0x1a && at(1) === 0x45 && at(2) === 0xdf && at(3) === 0xa3) {
    return { kind: 'video', mime: 'video/webm', ext: 'webm' };
  }
  if (ascii(bytes, 4, 'ftyp')) {
    if (ascii(bytes, 8, 'M4A ')) return { kind: 'audio', mime: 'audio/mp4', ext: 'm4a' };
    if (ascii(bytes, 8, 'qt  ')) return { kind: 'video', mime: 'video/quicktime', ext: 'mov' };
    return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
  }
  return undefined;
}

/** The MIME type a stored file is served with, by the extension it was stored under. */
export const MIME_OF_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  webm: 'video/webm',
  m4a: 'audio/mp4',
  mov: 'video/quicktime',
  mp4: 'video/mp4',
};

/** A stored file's name: its SHA-256 and the extension of its type. */
export const STORED_MEDIA_NAME = /^([0-9a-f]{64})\.([a-z0-9]{2,5})$/;

/** The same-origin address an uploaded file is served at. */
export const mediaPath = (hash: string, ext: string) => `/media/${hash}.${ext}`;

/** One file of a course's media library, as the server sends it. */
export const MediaItem = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  kind: z.enum(MEDIA_KINDS),
  type: z.string(),
  size: z.number(),
  hash: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type MediaItem = z.infer<typeof MediaItem>;

export const MediaListQuery = z.object({
  productId: z.string().min(1).max(100),
  q: z.string().max(200).optional(),
});

export const MediaUploadQuery = z.object({
  productId: z.string().min(1).max(100),
  name: z.string().trim().min(1, 'name: the file needs a name').max(255),
});

export const NOT_MEDIA_MESSAGE =
  'This file is not a picture (PNG, JPEG, GIF, WebP), sound (MP3, M4A, Ogg, WAV, FLAC), video (MP4, WebM, MOV) or PDF';

export const EMPTY_FILE_MESSAGE = 'This file is empty';
export const SVG_MESSAGE =
  'SVG files are not accepted, because an SVG can carry scripts. Export it as PNG (in most drawing programs: File › Export › PNG; symbol sites offer a PNG download) and upload that.';

/** An SVG document by its start: `<svg` near the top, after any XML declaration, comments or doctype. */
function isSvg(head: Uint8Array): boolean {
  // The decoder drops a byte order mark.
  const text = new TextDecoder().decode(head.subarray(0, 4096)).toLowerCase();
  return /^\s*</.test(text) && /<svg[\s>/]/.test(text);
}

/**
 * Why a file of no type the app takes is refused, as an author can act on it: an empty file, an
 * SVG (and how to make it a PNG), or the list of what is taken.
 */
export function notMediaMessage(head: Uint8Array, size: number): string {
  if (size === 0) return EMPTY_FILE_MESSAGE;
  return isSvg(head) ? SVG_MESSAGE : NOT_MEDIA_MESSAGE;
}

export const tooLargeMessage = (limit: number) => `The file is larger than ${formatBytes(limit)}`;

/** What a field takes, as an author reads it. */
export const KIND_NAMES: Record<MediaKind, string> = {
  image: 'a picture',
  audio: 'a sound',
  video: 'a video',
  pdf: 'a PDF',
};

/**
 * Why a file cannot go into a field that takes `kinds`, judged by its first bytes (SNIFF_BYTES of
 * them) and size as the server will judge it; undefined when it can.
 */
export function refusalOf(head: Uint8Array, size: number, kinds: readonly MediaKind[]): string | undefined {
  const type = sniffMedia(head);
  if (!type) return notMediaMessage(head, size);
  if (!kinds.includes(type.kind)) {
    return `This field takes ${kinds.map((kind) => KIND_NAMES[kind]).join(' or ')}; this file is ${KIND_NAMES[type.kind]}.`;
  }
  if (size > MEDIA_LIMITS[type.kind]) return tooLargeMessage(MEDIA_LIMITS[type.kind]);
  return type.kind === 'image' ? pixelRefusal(type.ext, head, SNIFF_BYTES) : undefined;
}

/** Where a file is used: a lesson (with its course) or a course's own fields or cards. */
export interface MediaUse {
  productTitle: string;
  lessonTitle?: string;
}

/** The refusal text of a delete while the file is in use: every place, as an author reads it. */
export function describeUses(uses: readonly MediaUse[]): string {
  const places = uses.map((use) =>
    use.lessonTitle === undefined
      ? `course '${use.productTitle}'`
      : `lesson '${use.lessonTitle}' of course '${use.productTitle}'`,
  );
  return `This file is still used in ${places.join(', ')}. Remove it there first.`;
}
