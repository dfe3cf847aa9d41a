import { THUMBNAIL_SIZE } from '#domain/media';

/**
 * A small picture of an image, drawn by the browser before the upload. The server has no image
 * library (no native ones are installed, and a pure-JS decoder for every format would be slow and
 * large), while every browser decodes and scales the formats it can show: so the client scales.
 * WebP where the browser writes it, else PNG; undefined for a picture the browser cannot decode.
 */
export async function makeThumbnail(file: Blob): Promise<Blob | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return undefined;
  }
  const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/webp', 0.8));
}
