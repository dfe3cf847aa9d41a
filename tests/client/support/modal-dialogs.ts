import { vi } from 'vitest';

/** happy-dom knows no :modal; a dialog opened with showModal() is one. Undone by vi.restoreAllMocks(). */
export function dialogsAreModal(): void {
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selectors: string) {
    if (selectors === ':modal') return this instanceof HTMLDialogElement && this.open;
    return matches.call(this, selectors);
  });
}
