import { saveFile } from '#ui/save-file.ts';

/**
 * Saves a file of this site on the device. Browsers send a plain `<a download>` straight to the
 * network, past the service worker, so offline it fails; fetched here, the file comes from the
 * network or from the copy kept for offline use. Answers false when the file cannot be had.
 */
export async function saveSiteFile(url: URL): Promise<boolean> {
  let blob: Blob;
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return false;
    blob = await response.blob();
  } catch {
    return false;
  }
  saveFile(blob, decodeURIComponent(url.pathname.split('/').at(-1) ?? '') || 'download');
  return true;
}
