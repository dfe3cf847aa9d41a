/**
 * What switch scanning scans on a page, read from the DOM: every choice a pointer could act on
 * inside the scan root, in reading order, and how they group.
 *
 * - The root is the open modal dialog when one is open (the page behind it is inert), if it is a
 *   learner's dialog: marked `data-scan-root` or opened inside such a page. Otherwise the page's
 *   own `[data-scan-root]` (the lesson grid and the activity pages). No root: nothing is scanned
 *   and the switches are left to the page.
 * - A choice is an enabled, rendered control (button, link, form field, or an element with a
 *   control's role) or an element marked `data-scan-choice`. Anything inside `[data-scan-skip]`
 *   (the teacher's controls) is left out.
 * - `[data-scan-group]` makes its choices one group (a toolbar); `[data-scan-grid]` makes each row
 *   of its choices a group, by where they are on screen. Every other choice is a group of its own.
 */

const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[data-scan-choice]',
].join(', ');

export interface ScanTargets {
  root: HTMLElement;
  /** Every choice, in scan order. */
  elements: HTMLElement[];
  /** How many of `elements`, in order, each group holds. */
  groups: number[];
}

function isShown(element: HTMLElement): boolean {
  if (element.getClientRects().length === 0) return false;
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return false;
  return getComputedStyle(element).visibility !== 'hidden';
}

function isChoice(element: HTMLElement, root: HTMLElement): boolean {
  if ((element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true') return false;
  const skipped = element.closest('[data-scan-skip], [inert], [aria-hidden="true"]');
  if (skipped && root.contains(skipped)) return false;
  // A control inside another choice (a link in a card marked as one choice) is reached through it.
  const outer = element.parentElement?.closest('[data-scan-choice]');
  if (outer && root.contains(outer)) return false;
  return isShown(element);
}

/** Rows of a grid's choices: those whose tops lie within half a choice's height of each other. */
function rowsOf(elements: readonly HTMLElement[]): HTMLElement[][] {
  const placed = elements.map((element) => ({ element, rect: element.getBoundingClientRect() }));
  placed.sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  const rows: { top: number; height: number; items: typeof placed }[] = [];
  for (const entry of placed) {
    const row = rows.at(-1);
    if (row && entry.rect.top - row.top < Math.min(row.height, entry.rect.height) / 2) row.items.push(entry);
    else rows.push({ top: entry.rect.top, height: entry.rect.height, items: [entry] });
  }
  return rows.map((row) => row.items.sort((a, b) => a.rect.left - b.rect.left).map((entry) => entry.element));
}

/** Reads the choices of the root and their groups. */
export function collectTargets(root: HTMLElement): ScanTargets {
  const choices = [...root.querySelectorAll<HTMLElement>(CONTROLS)].filter((element) => isChoice(element, root));
  const groups: HTMLElement[][] = [];
  const byContainer = new Map<Element, HTMLElement[]>();
  for (const element of choices) {
    const container = element.closest('[data-scan-group], [data-scan-grid]');
    if (!container || !root.contains(container) || container === element) {
      groups.push([element]);
      continue;
    }
    let members = byContainer.get(container);
    if (!members) {
      members = [];
      byContainer.set(container, members);
      groups.push(members);
    }
    members.push(element);
  }
  const ordered = groups.flatMap((members) => {
    const container = members[0]?.closest('[data-scan-group], [data-scan-grid]');
    return container?.hasAttribute('data-scan-grid') && members.length > 1 ? rowsOf(members) : [members];
  });
  return { root, elements: ordered.flat(), groups: ordered.map((members) => members.length) };
}

export function sameTargets(a: ScanTargets | null, b: ScanTargets): boolean {
  return (
    a !== null &&
    a.root === b.root &&
    a.elements.length === b.elements.length &&
    a.elements.every((element, index) => element === b.elements[index]) &&
    a.groups.length === b.groups.length &&
    a.groups.every((size, index) => size === b.groups[index])
  );
}
