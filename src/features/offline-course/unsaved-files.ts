/** Hosts of YouTube's video thumbnails: pictures of videos that play only online anyway. */
const THUMBNAIL_HOSTS = new Set(['img.youtube.com', 'i.ytimg.com']);

export interface UnsavedFiles {
  /** Files of this site that could not be saved: a real gap in the offline copy. */
  failed: string[];
  /** Files on other sites, which the app cannot keep: they show only with the internet. */
  onlineOnly: string[];
}

/** Sorts the files a download could not save into real failures and files only reachable online. */
export function sortUnsaved(urls: readonly string[], origin: string): UnsavedFiles {
  const onlineOnly = urls.filter((url) => new URL(url, origin).origin !== origin);
  return { failed: urls.filter((url) => !onlineOnly.includes(url)), onlineOnly };
}

/** "1 video thumbnail needs the internet and was not kept", "3 video thumbnails need … were …". */
const notKept = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one} needs the internet and was not kept` : `${count} ${many} need the internet and were not kept`;

/** What the teacher reads about the files only reachable online: video thumbnails, and other sites' files. */
export function onlineOnlyText(urls: readonly string[]): string {
  const thumbnails = urls.filter((url) => THUMBNAIL_HOSTS.has(new URL(url).hostname)).length;
  const others = urls.length - thumbnails;
  return [
    thumbnails > 0 ? notKept(thumbnails, 'video thumbnail', 'video thumbnails') : '',
    others > 0 ? notKept(others, 'file from another site', 'files from other sites') : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
