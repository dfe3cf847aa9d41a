/**
 * Where switch scanning works now: the open modal dialog when one is open (the page behind it is
 * inert), if it is a learner's dialog, marked `data-scan-root`; otherwise the page's own
 * `[data-scan-root]` (the lesson grid and the activity pages). No root: the switches are the page's.
 * Its own small module: the access layer asks it while scanning's code is still loading.
 */

/**
 * The learner's root to scan now, or null when the page is not the learner's. While the splash
 * still covers the page (it renders beneath the splash's last moments) there is nothing to scan:
 * a press then would select what the learner cannot see. The scan starts when the splash lifts.
 */
export function findScanRoot(doc: Document = document): HTMLElement | null {
  if (doc.querySelector('[data-splash]')) return null;
  const modals = [...doc.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter((dialog) =>
    dialog.matches(':modal'),
  );
  const top = modals.at(-1);
  if (top) return top.closest<HTMLElement>('[data-scan-root]') ? top : null;
  // A learner's dialog that is closed is no root (it stays in the page, closed, until it opens).
  return doc.querySelector<HTMLElement>('[data-scan-root]:not(dialog)');
}
