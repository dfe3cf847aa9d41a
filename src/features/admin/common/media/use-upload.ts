import { useEffect, useRef, useState } from 'react';
import { errorText, REQUEST_ABORTED } from '#api/http.ts';
import { uploadMedia, uploadThumbnail, useMediaAdded } from '#api/media.ts';
import { type MediaItem, type MediaKind, refusalOf, SNIFF_BYTES } from '#domain/media';
import { makeThumbnail } from './make-thumbnail.ts';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; share: number }
  | { status: 'failed'; message: string };

/**
 * Uploads one file at a time into a course's library: checked first as the server will check it
 * (so a wrong file is refused at once, not after minutes of sending), then sent with its progress,
 * then its thumbnail. `onUploaded` gets the stored file.
 */
export function useUpload(
  productId: string | undefined,
  kinds: readonly MediaKind[],
  onUploaded: (item: MediaItem) => void,
) {
  const mediaAdded = useMediaAdded();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function upload(file: File) {
    if (!productId || running.current) return;
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const refusal = refusalOf(head, file.size, kinds);
    if (refusal) {
      setState({ status: 'failed', message: refusal });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'uploading', name: file.name, share: 0 });
    try {
      const thumbnail = file.type.startsWith('image/') ? await makeThumbnail(file) : undefined;
      let item = await uploadMedia(
        productId,
        file,
        (share) => setState({ status: 'uploading', name: file.name, share }),
        controller.signal,
      );
      if (thumbnail && !item.thumbnailUrl) item = await uploadThumbnail(item._id, thumbnail).catch(() => item);
      setState({ status: 'idle' });
      mediaAdded();
      onUploaded(item);
    } catch (error) {
      const message = errorText(error);
      setState(message === REQUEST_ABORTED ? { status: 'idle' } : { status: 'failed', message });
    } finally {
      running.current = null;
    }
  }

  return { state, upload, cancel: () => running.current?.abort() };
}
