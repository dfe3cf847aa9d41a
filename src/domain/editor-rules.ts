import { FIND_IT_DIVIDER_EVERY, VIDEO_SLOT_COUNT } from './constants.ts';
import { type FindItCard, numberCards } from './findit.ts';
import type { AttentionStage, VideoSlot } from './sections.ts';
import { toEmbedUrl, videoThumbnail } from './video.ts';

/**
 * The rules of the authoring editors (spec authoring section 5) that do not belong to one game:
 * pure functions of the draft, shared by the editors and their tests.
 */

/**
 * Find It number input: read as a base-10 integer and added only when it is a card number (1 or
 * more) not listed yet. The editor clears its input whatever this answers.
 */
export function addCardIndex(indexes: readonly number[], input: string): number[] {
  const value = Number.parseInt(input.trim(), 10);
  if (Number.isNaN(value) || value < 1 || indexes.includes(value)) return [...indexes];
  return [...indexes, value];
}

export function removeCardIndex(indexes: readonly number[], value: number): number[] {
  return indexes.filter((index) => index !== value);
}

/** Moves one item of a list from one position to another (both 0-based). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** A copy of the item at `index` right after it ('Duplicate level', and every editor list). */
export function duplicateItem<T>(items: readonly T[], index: number): T[] {
  const item = items[index];
  if (item === undefined) return [...items];
  return [...items.slice(0, index + 1), structuredClone(item), ...items.slice(index + 1)];
}

export type NumberedCard = FindItCard & { index: number };
export type NewFindItCard = Pick<FindItCard, 'title' | 'image' | 'backgroundColor'>;

/**
 * Appends a Find It card: its index and findIndex are the new length of the set. Should a card
 * have been removed before, findIndex moves past the highest one so no two cards share it.
 */
export function appendFindItCard(cards: readonly NumberedCard[], card: NewFindItCard): NumberedCard[] {
  const length = cards.length + 1;
  const highest = Math.max(0, ...cards.map((existing) => existing.findIndex));
  const findIndex = highest < length ? length : highest + 1;
  return [...cards, { ...card, index: length, findIndex }];
}

/** Edit in place: the card at `position` (0-based) takes the typed text, image and colour; its ids stay. */
export function updateFindItCard(
  cards: readonly NumberedCard[],
  position: number,
  card: NewFindItCard,
): NumberedCard[] {
  return cards.map((existing, at) => (at === position ? { ...existing, ...card } : existing));
}

/** A copy of the card at `position` right after it, with a findIndex of its own. */
export function duplicateFindItCard(cards: readonly NumberedCard[], position: number): NumberedCard[] {
  const card = cards[position];
  if (!card) return [...cards];
  const findIndex = Math.max(0, ...cards.map((existing) => existing.findIndex)) + 1;
  return numberCards([...cards.slice(0, position + 1), { ...card, findIndex }, ...cards.slice(position + 1)]);
}

/** Drops the card at `index` (1-based); the others are numbered from 1 again. */
export function removeFindItCard(cards: readonly NumberedCard[], index: number): NumberedCard[] {
  return numberCards(cards.filter((card) => card.index !== index));
}

/** Drag-reorder of the card row: indexes are renumbered from 1 in the new order. */
export function moveFindItCard(cards: readonly NumberedCard[], from: number, to: number): NumberedCard[] {
  return numberCards(moveItem(cards, from, to));
}

/** Whether a divider follows the card at `position` (0-based): after every 9th card, not after the last. */
export function dividerAfter(position: number, count: number): boolean {
  return (position + 1) % FIND_IT_DIVIDER_EVERY === 0 && position + 1 < count;
}

/** Read It: 'Remove Book' shows only while more than one book exists. */
export function canRemoveBook(books: readonly unknown[]): boolean {
  return books.length > 1;
}

/** Drawing game: 'Remove Canvas' shows only while more than one canvas exists. */
export function canRemoveCanvas(canvases: readonly unknown[]): boolean {
  return canvases.length > 1;
}

/** Drawing game: the editor always holds at least one canvas. */
export function withAtLeastOne<T>(items: readonly T[], empty: () => T): T[] {
  return items.length > 0 ? [...items] : [empty()];
}

/** Reveal-image: a typed URL is added (on Enter) when it is not blank. */
export function addHiddenImage(images: readonly string[], input: string): string[] {
  const url = input.trim();
  return url ? [...images, url] : [...images];
}

/**
 * Learn It stage video: a YouTube link is kept in embed form, and the thumbnail follows the
 * video unless the author typed one of their own.
 */
export function withStageVideo(stage: AttentionStage, input: string): AttentionStage {
  const video = toEmbedUrl(input.trim());
  const derivedBefore = videoThumbnail(stage.video);
  const ownThumbnail = stage.thumbnail !== '' && stage.thumbnail !== derivedBefore;
  return { ...stage, video, thumbnail: ownThumbnail ? stage.thumbnail : videoThumbnail(video) };
}

/** Learn It play content: one paragraph per line of the text box. */
export function paragraphsOf(text: string): string[] {
  return text === '' ? [] : text.split('\n');
}

export function textOfParagraphs(paragraphs: readonly string[]): string {
  return paragraphs.join('\n');
}

/** A lesson list after a drag: the lessons in their new order, each with its position as order. */
export function reorderLessons<T extends { _id: string; order: number }>(
  lessons: readonly T[],
  activeId: string,
  overId: string,
): T[] {
  const from = lessons.findIndex((lesson) => lesson._id === activeId);
  const to = lessons.findIndex((lesson) => lesson._id === overId);
  if (from < 0 || to < 0 || from === to) return [...lessons];
  return moveItem(lessons, from, to).map((lesson, order) => ({ ...lesson, order }));
}

/** Subscription checkboxes: ticking adds the product's shop id, unticking removes it. */
export function toggleSubscription(ids: readonly string[], id: string, on: boolean): string[] {
  const without = ids.filter((existing) => existing !== id);
  return on ? [...without, id] : without;
}

/** Hear It / Watch It: the editor shows every slot; a slot written beyond the list fills the gap. */
export function videoSlots(videos: readonly VideoSlot[], count = VIDEO_SLOT_COUNT): VideoSlot[] {
  return Array.from({ length: count }, (_, index) => videos[index] ?? { url: '', thumbnail: '' });
}

/** Empty slots at the end are dropped, so the learner sees only filled ones. */
function withoutEmptyTail(slots: VideoSlot[]): VideoSlot[] {
  while (slots.length > 0) {
    const last = slots[slots.length - 1];
    if (!last || last.url.trim() || last.thumbnail.trim()) break;
    slots.pop();
  }
  return slots;
}

/** Writes one slot. */
export function setVideoSlot(videos: readonly VideoSlot[], index: number, slot: VideoSlot): VideoSlot[] {
  const slots = videoSlots(videos, Math.max(videos.length, index + 1));
  slots[index] = slot;
  return withoutEmptyTail(slots);
}

/** Moves one of the editor's slots (0-based), empty ones too: the others keep their order. */
export function moveVideoSlot(videos: readonly VideoSlot[], from: number, to: number): VideoSlot[] {
  return withoutEmptyTail(moveItem(videoSlots(videos), from, to));
}
