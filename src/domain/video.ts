import { YOUTUBE_ID_LENGTH } from './constants.ts';

const YOUTUBE_ID = new RegExp(
  `(?:youtube(?:-nocookie)?\\.com/(?:watch\\?(?:[^#]*&)?v=|embed/|shorts/|live/|v/)|youtu\\.be/)([A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}})(?![A-Za-z0-9_-])`,
);

/** The 11-character id of a YouTube link, or null when the link is not one. */
export function youtubeId(link: string): string | null {
  return YOUTUBE_ID.exec(link)?.[1] ?? null;
}

export function isYoutubeLink(link: string): boolean {
  return youtubeId(link) !== null;
}

/** A YouTube link in embed form; any other link is kept as typed. */
export function toEmbedUrl(link: string): string {
  const id = youtubeId(link);
  return id ? `https://www.youtube.com/embed/${id}` : link;
}

/** The thumbnail a video shows: the given one, else YouTube's for a YouTube link, else none. */
export function videoThumbnail(link: string, thumbnail?: string): string {
  if (thumbnail) return thumbnail;
  const id = youtubeId(link);
  return id ? `https://img.youtube.com/vi/${id}/hqdefault.jpg` : '';
}
