import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '#domain/media';
import { client } from './client.ts';
import { call } from './http.ts';
import { sendFile } from './send-file.ts';

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

export const uploadMedia = (productId: string, file: File, onProgress: (share: number) => void, signal?: AbortSignal) =>
  sendFile<MediaItem>(
    'POST',
    `/media?${new URLSearchParams({ productId, name: file.name })}`,
    file,
    (sent, total) => onProgress(sent / total),
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
