import { queryOptions } from '@tanstack/react-query';
import type { EditConflict } from '#domain/edit-version';
import { packFileName } from '#domain/pack-names';
import type { Product } from '#domain/product';
import { sessionHeaders } from '#session/session.ts';
import { client } from './client.ts';
import { ApiError, call, conflictOf, messageOf, NETWORK_ERROR, REQUEST_ABORTED, type SuccessBody } from './http.ts';
import { productKeys } from './products.ts';
import { sendFile } from './send-file.ts';

/** What the server answers to an import it applied (created, updated, or unchanged), with its sentence. */
export type PackImported = SuccessBody<Awaited<ReturnType<typeof client.packs.$post>>>;

/** The 409 of an import: this server's course and who changed it last, and the version to name to replace it. */
export interface PackConflict extends EditConflict<Product> {
  version: number;
}

export function packConflictOf(error: unknown): PackConflict | undefined {
  const conflict = conflictOf<Product>(error);
  const version = (error as ApiError | undefined)?.body as { version?: unknown } | undefined;
  if (!conflict || typeof version?.version !== 'number') return undefined;
  return { ...conflict, version: version.version };
}

/** The name a download is saved under, as its Content-Disposition gives it (RFC 6266: filename* first). */
export function attachmentName(disposition: string | null): string | undefined {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name: the plain one below is as good.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition ?? '')?.[1] || undefined;
}

/** Bytes held in the page's memory before they are handed to a Blob (which the browser may keep on disk). */
const BLOB_PART_BYTES = 4 * 1024 * 1024;

export interface TransferOptions {
  /** The bytes moved so far and in all (0 when the answer does not say). */
  onProgress: (done: number, total: number) => void;
  signal: AbortSignal;
}

/**
 * Downloads a course's signed pack, reading the answer as it streams in so that its progress can
 * be shown. Answers the file and the name the server gives it; throws ApiError as `call` does.
 */
export async function downloadPack(
  product: Pick<Product, '_id' | 'title'>,
  { onProgress, signal }: TransferOptions,
): Promise<{ file: Blob; fileName: string }> {
  const failed = () => new ApiError(0, signal.aborted ? REQUEST_ABORTED : NETWORK_ERROR);
  let response: Response;
  try {
    response = await fetch(`/api/packs/${encodeURIComponent(product._id)}`, {
      headers: { Accept: 'application/zip, application/json', ...sessionHeaders() },
      credentials: 'same-origin',
      signal,
    });
  } catch {
    throw failed();
  }
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, messageOf(body, response.statusText || 'Request failed'), body);
  }
  const total = Number(response.headers.get('Content-Length')) || 0;
  const reader = response.body.getReader();
  const parts: Blob[] = [];
  let pending: Uint8Array<ArrayBuffer>[] = [];
  let pendingBytes = 0;
  let received = 0;
  onProgress(0, total);
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      pending.push(chunk.value);
      pendingBytes += chunk.value.byteLength;
      received += chunk.value.byteLength;
      if (pendingBytes >= BLOB_PART_BYTES) {
        parts.push(new Blob(pending));
        pending = [];
        pendingBytes = 0;
      }
      onProgress(received, total);
    }
  } catch {
    throw failed();
  }
  // A connection closed early ends the stream as if it were whole: the length says it was not.
  if (total && received !== total) throw new ApiError(0, NETWORK_ERROR);
  return {
    file: new Blob([...parts, ...pending], { type: 'application/zip' }),
    fileName: attachmentName(response.headers.get('Content-Disposition')) ?? packFileName(product.title),
  };
}

/**
 * Sends a pack file to be imported, with its upload progress. `replace` is the author's answer to
 * a 409: the version of this server's course she chose to replace.
 */
export const uploadPack = (file: Blob, replace: number | undefined, { onProgress, signal }: TransferOptions) =>
  sendFile<PackImported>(
    'POST',
    replace === undefined ? '/packs' : `/packs?replace=${replace}`,
    file,
    onProgress,
    signal,
    'application/zip',
  );

/**
 * Which version of a course the server holds, which an offline copy is compared with. Asked only
 * online, and not kept for offline reading: offline, nothing can be compared.
 */
export const courseVersionQuery = (productId: string) =>
  queryOptions({
    queryKey: [...productKeys.one(productId), 'version'] as const,
    queryFn: ({ signal }) => call((o) => client.packs[':id'].version.$get({ param: { id: productId } }, o), { signal }),
  });
