import { sessionHeaders } from '#session/session.ts';
import { ApiError, messageOf, NETWORK_ERROR, REQUEST_ABORTED } from './http.ts';

/**
 * Sends a file's bytes as the body of a request with XMLHttpRequest, the one browser API that
 * reports upload progress, with the session's headers as every call has them. `onProgress` gets
 * the bytes sent and the bytes in all. Answers the parsed JSON of a 2xx, else throws ApiError as
 * `call` does: the server's status, message and body, or status 0 when no answer came back.
 */
export function sendFile<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: Blob,
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal | undefined,
  contentType = 'application/octet-stream',
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/api${path}`);
    for (const [name, value] of Object.entries(sessionHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('Content-Type', contentType);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
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
    if (signal?.aborted) {
      reject(new ApiError(0, REQUEST_ABORTED));
      return;
    }
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
