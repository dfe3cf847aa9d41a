/**
 * The printed page's layout, as pure figures: which paper, its margins, how many cards a page
 * holds in which grid, and the cards split into pages so that every card is whole on one page.
 */

export const PAPER_SIZES = {
  a4: { label: 'A4', css: 'A4', widthMm: 210, heightMm: 297 },
  letter: { label: 'US Letter', css: 'letter', widthMm: 215.9, heightMm: 279.4 },
} as const;
export type PaperSize = keyof typeof PAPER_SIZES;

/** Every school printer prints this far from the paper's edge (most keep 5 mm or less free). */
export const PRINT_MARGIN_MM = 12;

/** The area inside the margins, in mm. */
export function printableArea(paper: PaperSize): { widthMm: number; heightMm: number } {
  const { widthMm, heightMm } = PAPER_SIZES[paper];
  return { widthMm: widthMm - 2 * PRINT_MARGIN_MM, heightMm: heightMm - 2 * PRINT_MARGIN_MM };
}

export const CARDS_PER_PAGE = [4, 6, 9, 12] as const;
export type CardsPerPage = (typeof CARDS_PER_PAGE)[number];

/** The grid of a page of symbol cards (portrait paper: never more columns than rows). */
export const CARD_GRIDS: Record<CardsPerPage, { columns: number; rows: number }> = {
  4: { columns: 2, rows: 2 },
  6: { columns: 2, rows: 3 },
  9: { columns: 3, rows: 3 },
  12: { columns: 3, rows: 4 },
};

/** The word's size under the picture, in points: large enough to read across a table. */
export const CARD_WORD_PT: Record<CardsPerPage, number> = { 4: 36, 6: 30, 9: 22, 12: 20 };

/** Splits the cards into pages of `perPage`, in order; no cards, no pages. */
export function paginate<T>(cards: readonly T[], perPage: number): T[][] {
  if (!Number.isInteger(perPage) || perPage < 1)
    throw new RangeError(`perPage must be a whole number above 0: ${perPage}`);
  const pages: T[][] = [];
  for (let start = 0; start < cards.length; start += perPage) pages.push(cards.slice(start, start + perPage));
  return pages;
}

/** The grid of a core-word board: every word on one portrait page, as square as the page allows. */
export function boardGrid(words: number): { columns: number; rows: number } {
  if (words <= 0) return { columns: 1, rows: 1 };
  const columns = Math.max(1, Math.ceil(Math.sqrt(words * 0.75)));
  return { columns, rows: Math.ceil(words / columns) };
}

/** The word's size on a core-word board, in points. */
export const BOARD_WORD_PT = 20;
