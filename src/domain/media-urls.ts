import { withHttps } from './links.ts';
import { isYoutubeLink, videoThumbnail } from './video.ts';

const MEDIA_EXTENSION =
  /\.(png|jpe?g|gif|svg|webp|avif|bmp|ico|mp3|m4a|aac|ogg|oga|opus|wav|flac|mp4|m4v|webm|ogv|mov|pdf)$/i;

/** Media is kept under its absolute URL: the key the service worker looks it up by. */
export function absoluteUrl(link: string, base: string): string {
  return new URL(link, base).href;
}

/** Whether a link names a media file (by its extension), ignoring query and fragment. */
export function isMediaUrl(link: string): boolean {
  const path = link.split(/[?#]/, 1)[0] ?? '';
  return MEDIA_EXTENSION.test(path);
}

/**
 * Every media file a piece of content refers to: strings anywhere inside it that name a media
 * file (images, audio, video, PDFs), plus the thumbnails derived for its YouTube links. YouTube
 * videos themselves cannot be stored; their thumbnails can.
 */
export function mediaUrlsIn(content: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const link = value.trim();
      if (!link) return;
      if (isYoutubeLink(link)) found.add(videoThumbnail(link));
      else if (isMediaUrl(link) && !/^(data|blob):/i.test(link)) found.add(link);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value && typeof value === 'object') {
      for (const item of Object.values(value)) visit(item);
    }
  };
  visit(content);
  return [...found];
}

/**
 * The course's own documents on this site (its manual and resources pages), as absolute URLs:
 * kept with the course for offline use. Documents on other sites cannot be kept.
 */
export function courseDocumentUrls(product: { manualLink: string; resourcesLink: string }, origin: string): string[] {
  const urls = [product.manualLink, product.resourcesLink]
    .map((link) => withHttps(link))
    .filter(Boolean)
    .map((link) => new URL(link, origin))
    .filter((url) => url.origin === origin)
    .map((url) => {
      url.hash = '';
      return url.href;
    });
  return [...new Set(urls)];
}
