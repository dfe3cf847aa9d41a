import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';

/** What a screen reader hears while a card of a sortable row is moved. */
export function sortAnnouncements(items: readonly { id: string; name: string }[]): Announcements {
  const nameOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.name ?? '';
  const placeOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over place ${placeOf(over.id)} of ${items.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at place ${placeOf(over.id)} of ${items.length}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
}

export const sortInstructions = (what: string) => ({
  draggable: `To move ${what}, press Space on its handle, use the arrow keys to move it, then press Space again to drop it or Escape to cancel.`,
});
