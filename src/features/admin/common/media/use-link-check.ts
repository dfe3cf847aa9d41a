import { useEffect, useState } from 'react';
import { withHttps } from '#domain/links';
import type { MediaKind } from '#domain/media';
import { isYoutubeLink, videoThumbnail } from '#domain/video';

/** How long typing must pause before a link is tried. */
const SETTLE_MS = 600;

function loads(link: string, kind: MediaKind, signal: AbortSignal): Promise<boolean> {
  if (kind === 'image' || isYoutubeLink(link)) {
    return new Promise((resolve) => {
      const image = new Image();
      image.onload = () => resolve(true);
      image.onerror = () => resolve(false);
      signal.addEventListener('abort', () => image.removeAttribute('src'), { once: true });
      image.src = isYoutubeLink(link) ? videoThumbnail(link) : link;
    });
  }
  if (kind === 'audio' || kind === 'video') {
    return new Promise((resolve) => {
      const player = document.createElement(kind);
      player.preload = 'metadata';
      player.onloadedmetadata = () => resolve(true);
      player.onerror = () => resolve(false);
      signal.addEventListener('abort', () => player.removeAttribute('src'), { once: true });
      player.src = link;
    });
  }
  // A PDF on another site answers without CORS: only a failure to connect can be seen.
  const sameOrigin = new URL(link, location.href).origin === location.origin;
  return fetch(link, { method: 'HEAD', mode: sameOrigin ? 'same-origin' : 'no-cors', signal }).then(
    (response) => response.type === 'opaque' || response.ok,
    () => signal.aborted,
  );
}

/**
 * Whether a pasted media link loads, tried in the browser as the learner's device will load it
 * (a picture as a picture, a sound as a sound): 'broken' when it does not, else 'ok' or 'unknown'
 * (empty, or still being tried).
 */
export function useLinkCheck(link: string, kind: MediaKind): 'ok' | 'broken' | 'unknown' {
  const [result, setResult] = useState<{ link: string; loads: boolean } | null>(null);
  const trimmed = withHttps(link);
  useEffect(() => {
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void loads(trimmed, kind, controller.signal).then((ok) => {
        if (!controller.signal.aborted) setResult({ link: trimmed, loads: ok });
      });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, kind]);
  if (!trimmed || result?.link !== trimmed) return 'unknown';
  return result.loads ? 'ok' : 'broken';
}
