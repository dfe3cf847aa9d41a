import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FindIt } from '#domain/sections';
import { FindItEditor } from '../../../src/features/admin/sections/find-it-editor.tsx';

afterEach(cleanup);

function Harness({ initial }: { initial: number[] }) {
  const [value, setValue] = useState<FindIt>({ cardIndexes: initial });
  return (
    <FindItEditor
      value={value}
      onChange={setValue}
      path="findIt"
      cards={[
        { title: 'go', image: '', findIndex: 1, backgroundColor: '#ffffff', index: 1 },
        { title: 'stop', image: '', findIndex: 2, backgroundColor: '#ffffff', index: 2 },
      ]}
    />
  );
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
});
