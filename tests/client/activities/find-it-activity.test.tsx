import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FindItCard } from '#domain/findit';
import { FindItActivity } from '#features/activities/find-it/find-it-activity.tsx';

afterEach(cleanup);

const card = (title: string, findIndex: number): FindItCard => ({
  title,
  findIndex,
  image: `/demo/symbols/${title}.svg`,
  backgroundColor: '#ffffff',
  index: findIndex,
});

// Shown order differs from findIndex order on purpose: matching goes by findIndex, not position.
const CARDS = [card('go', 3), card('car', 1), card('bus', 2), card('dog', 4), card('cat', 5)];

const list = () => screen.getByRole('list', { name: 'Find it cards' });

/** What the styles read: the list revealed or not, each card asked for or not (circled, else dimmed, once revealed). */
const shown = (title: string) => {
  const revealed = list().dataset.revealed !== undefined;
  if (!revealed) return 'plain';
  return cellOf(title).dataset.match !== undefined ? 'match' : 'dimmed';
};

const cellOf = (title: string) => {
  const cell = screen.getByText(title, { selector: 'figcaption' }).closest('li');
  if (!cell) throw new Error(`no card ${title}`);
  return cell;
};

describe('FindItActivity', () => {
  it('shows every card with its title and no circles before the reveal', () => {
    render(<FindItActivity section={{ cardIndexes: [3, 4] }} cards={CARDS} />);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
    for (const title of ['go', 'car', 'bus', 'dog', 'cat']) expect(shown(title)).toBe('plain');
    expect(screen.queryByText('(circled)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
  });

  it('circles exactly the cards whose findIndex is asked for and dims the rest; Hide undoes it', () => {
    render(<FindItActivity section={{ cardIndexes: [3, 4] }} cards={CARDS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));

    expect(shown('go')).toBe('match');
    expect(shown('dog')).toBe('match');
    expect(within(cellOf('go')).getByText('(circled)')).toBeTruthy();
    for (const title of ['car', 'bus', 'cat']) {
      expect(shown(title)).toBe('dimmed');
      expect(within(cellOf(title)).queryByText('(circled)')).toBeNull();
    }
    expect(screen.getByRole('status').textContent).toBe('2 cards are circled.');

    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByRole('button', { name: 'Reveal' })).toBeTruthy();
    for (const title of ['go', 'car', 'bus', 'dog', 'cat']) expect(shown(title)).toBe('plain');
  });

  it('says so when the course has no cards', () => {
    render(<FindItActivity section={{ cardIndexes: [1] }} cards={[]} />);
    expect(screen.getByText('No find it cards yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reveal' })).toBeNull();
  });
});
