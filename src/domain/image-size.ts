/** A picture's size in pixels, as its header gives it. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The largest picture taken, a side and in all: beyond them a browser needs seconds and gigabytes to decode one. */
export const MAX_IMAGE_SIDE = 8192;
export const MAX_IMAGE_PIXELS = 40_000_000;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, index) => bytes[from + index] === char.charCodeAt(0));

function reader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (from: number, length: number) => from + length <= bytes.length;
  return {
    has,
    u8: (at: number) => view.getUint8(at),
    be16: (at: number) => view.getUint16(at),
    le16: (at: number) => view.getUint16(at, true),
    be32: (at: number) => view.getUint32(at),
    le24: (at: number) => view.getUint16(at, true) + view.getUint8(at + 2) * 0x10000,
  };
}

function pngSize(bytes: Uint8Array): ImageSize | undefined {
  const read = reader(bytes);
  if (!read.has(16, 8) || !ascii(bytes, 12, 'IHDR')) return undefined;
  return { width: read.be32(16), height: read.be32(20) };
}

function gifSize(bytes: Uint8Array): ImageSize | undefined {
  const read = reader(bytes);
  return read.has(6, 4) ? { width: read.le16(6), height: read.le16(8) } : undefined;
}

function webpSize(bytes: Uint8Array): ImageSize | undefined {
  const read = reader(bytes);
  if (ascii(bytes, 12, 'VP8X') && read.has(24, 6)) {
    return { width: read.le24(24) + 1, height: read.le24(27) + 1 };
  }
  if (ascii(bytes, 12, 'VP8L') && read.has(21, 4) && read.u8(20) === 0x2f) {
    const bits = read.u8(21) | (read.u8(22) << 8) | (read.u8(23) << 16) | (read.u8(24) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(bytes, 12, 'VP8 ') && read.has(26, 4)) {
    return { width: read.le16(26) & 0x3fff, height: read.le16(28) & 0x3fff };
  }
  return undefined;
}

/** A JPEG's start-of-frame markers (C0–CF but C4, C8 and CC, which are tables). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
/** Markers without a length: start of image, TEM and the restart markers. */
const standsAlone = (marker: number) => marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Walks a JPEG's segments (metadata, tables...) to its frame header, skipping each by its length. */
function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  const read = reader(bytes);
  let at = 2;
  while (read.has(at, 2)) {
    if (read.u8(at) !== 0xff) return undefined;
    const marker = read.u8(at + 1);
    if (marker === 0xff) {
      at += 1;
    } else if (standsAlone(marker)) {
      at += 2;
    } else if (marker === 0xd9 || marker === 0xda || !read.has(at + 2, 2)) {
      return undefined;
    } else if (isStartOfFrame(marker)) {
      return read.has(at + 5, 4) ? { width: read.be16(at + 7), height: read.be16(at + 5) } : undefined;
    } else {
      at += 2 + read.be16(at + 2);
    }
  }
  return undefined;
}

const READERS: Record<string, (bytes: Uint8Array) => ImageSize | undefined> = {
  png: pngSize,
  jpg: jpegSize,
  gif: gifSize,
  webp: webpSize,
};

/**
 * The size of a PNG, JPEG, GIF or WebP picture of type `ext` (as sniffMedia names it), read from
 * its leading bytes without decoding it; undefined when they do not hold it.
 */
export function imageSize(ext: string, bytes: Uint8Array): ImageSize | undefined {
  return READERS[ext]?.(bytes);
}

export const tooManyPixelsMessage = ({ width, height }: ImageSize) =>
  `This picture is ${width} × ${height} pixels. A picture may be at most ${MAX_IMAGE_SIDE} pixels wide or high, and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels in all.`;

export const SIZE_UNREADABLE_MESSAGE =
  'The size of this picture cannot be read from its first bytes. Please save it again.';

/**
 * Why a picture is refused by its size in pixels, read from `head` (the file's first bytes, all of
 * them when the file is shorter than `headLimit`); undefined when it may be taken. A JPEG whose frame
 * header lies beyond the head is refused too, since a browser would still decode it whatever its size.
 */
export function pixelRefusal(ext: string, head: Uint8Array, headLimit: number): string | undefined {
  const size = imageSize(ext, head);
  if (!size) return ext === 'jpg' && head.length >= headLimit ? SIZE_UNREADABLE_MESSAGE : undefined;
  const tooLarge =
    size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS;
  return tooLarge ? tooManyPixelsMessage(size) : undefined;
}
