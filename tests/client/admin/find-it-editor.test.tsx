import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FindIt } from '#domain/sections';
import { FindItEditor } from '#features/admin/sections/find-it-editor.tsx';

afterEach(cleanup);

const COURSE_CARDS = [
  { title: 'go', image: '', findIndex: 1, backgroundColor: '#ffffff', index: 1 },
  { title: 'stop', image: '', findIndex: 2, backgroundColor: '#ffffff', index: 2 },
];

let saved: FindIt | undefined;

function Harness({ initial, cards = COURSE_CARDS }: { initial: number[]; cards?: typeof COURSE_CARDS }) {
  const [value, setValue] = useState<FindIt>({ cardIndexes: initial });
  saved = value;
  return <FindItEditor value={value} onChange={setValue} path="findIt" cards={cards} />;
}

const chosen = () =>
  within(screen.getByRole('list', { name: 'Chosen card numbers' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Find It lesson section editor', () => {
  it('adds a typed number on Enter or Add, once, and clears the input either way', () => {
    render(<Harness initial={[2]} />);
    const input = screen.getByRole('spinbutton', { name: 'Card number' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(input.value).toBe('');
    expect(chosen()).toEqual(['2✕', '7✕']);
  });

  it('removes a number with its cross and shows chosen cards at full opacity with a circle', () => {
    render(<Harness initial={[1, 2]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove card 2' }));
    expect(chosen()).toEqual(['1✕']);
    const cards = within(screen.getByRole('list', { name: 'Find It cards of this course' })).getAllByRole('listitem');
    expect(cards.map((card) => card.dataset.chosen)).toEqual(['true', 'false']);
    expect(within(cards[0] as HTMLElement).getByRole('img', { name: 'chosen' })).toBeTruthy();
  });

  it('warns at the field of a number no card has, and still takes it', () => {
    render(<Harness initial={[1]} />);
    const warning = screen.getByRole('status');
    expect(warning.textContent).toBe('');
    const input = screen.getByRole('spinbutton', { name: 'Card number' });
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(warning.textContent).toBe(
      'No card of this course has the number 99: learners find nothing for it. Check the numbers on the cards below.',
    );
    expect(saved?.cardIndexes).toEqual([1, 99]);
    fireEvent.change(input, { target: { value: '98' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(warning.textContent).toContain('the numbers 99, 98: learners find nothing for them');
    fireEvent.click(screen.getByRole('button', { name: 'Remove card 99' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove card 98' }));
    expect(warning.textContent).toBe('');
  });

  it('warns of no number while the course has no cards (or they are loading): the list says so', () => {
    render(<Harness initial={[99]} cards={[]} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByText("This course has no Find It cards yet. Add them with 'Edit Find It Cards'.")).toBeTruthy();
  });
});
