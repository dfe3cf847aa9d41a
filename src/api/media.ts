import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '#domain/media';
import { sessionHeaders } from '../session/session.ts';
import { client } from './client.ts';
import { ApiError, call, messageOf, NETWORK_ERROR, REQUEST_ABORTED } from './http.ts';

export const mediaKeys = {
  all: ['media'] as const,
  library: (productId: string, q: string) => ['media', productId, q] as const,
};

/** A course's uploaded media; `q` searches the names. */
export const mediaLibraryQuery = (productId: string, q: string) =>
  queryOptions({
    queryKey: mediaKeys.library(productId, q),
    queryFn: ({ signal }) =>
      call((o) => client.media.$get({ query: { productId, ...(q ? { q } : {}) } }, o), { signal }),
  });

export const deleteMedia = (id: string) => call((o) => client.media[':id'].$delete({ param: { id } }, o));

/**
 * Sends a file's bytes as the body of a request with XMLHttpRequest, the one browser API that
 * reports upload progress; `onProgress` gets the share sent (0..1).
 */
function sendFile<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: Blob,
  onProgress: (share: number) => void,
  signal: AbortSignal | undefined,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/api${path}`);
    for (const [name, value] of Object.entries(sessionHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: unknown = null;
      try {
        answer = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        answer = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) resolve(answer as T);
      else reject(new ApiError(request.status, messageOf(answer, request.statusText || 'Upload failed'), answer));
    };
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    request.onabort = () => reject(new ApiError(0, REQUEST_ABORTED));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

export const uploadMedia = (productId: string, file: File, onProgress: (share: number) => void, signal?: AbortSignal) =>
  sendFile<MediaItem>(
    'POST',
    `/media?${new URLSearchParams({ productId, name: file.name })}`,
    file,
    onProgress,
    signal,
  );

export const uploadThumbnail = (id: string, picture: Blob) =>
  sendFile<MediaItem>('PUT', `/media/${encodeURIComponent(id)}/thumbnail`, picture, () => {}, undefined);

/** Deletes a file from the library (refused while a lesson uses it); the library is loaded again. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: MediaItem) => deleteMedia(item._id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

/** Tells the libraries that a file was added (they load again in the background). */
export function useMediaAdded() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
}
