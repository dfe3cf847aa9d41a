import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhoIsLearning } from '#features/learners/who-is-learning.tsx';
import type { LocalLearner } from '#offline/db.ts';

afterEach(cleanup);

const learner = (id: string, displayName: string): LocalLearner => ({
  _id: id,
  userId: 'teacher',
  displayName,
  avatar: 'sun',
  group: '',
  archived: false,
  settings: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const learners = [learner('a', 'Ava'), learner('b', 'Ben'), learner('c', 'Cleo')];

function open(chosen: string[] = []) {
  const onConfirm = vi.fn();
  render(
    <WhoIsLearning
      open
      learners={learners}
      chosen={chosen}
      confirmLabel="Start the lesson"
      onConfirm={onConfirm}
      onCancel={() => {}}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Who is learning?' });
  const tile = (name: string) => within(dialog).getByRole('button', { name });
  return { dialog, tile, onConfirm };
}

describe('Who is learning?', () => {
  it('starts on Whole class, and one tap each chooses a small group, in the list order', () => {
    const { dialog, tile, onConfirm } = open();
    expect(tile('Whole class').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(tile('Cleo'));
    fireEvent.click(tile('Ava'));
    expect(tile('Whole class').getAttribute('aria-pressed')).toBe('false');
    expect(tile('Ava').getAttribute('aria-pressed')).toBe('true');
    expect(tile('Ben').getAttribute('aria-pressed')).toBe('false');
    expect(within(dialog).getByText('Learning now: Ava, Cleo')).toBeTruthy();
    fireEvent.click(tile('Start the lesson'));
    expect(onConfirm).toHaveBeenCalledWith(['a', 'c']);
  });

  it('keeps the earlier choice; a second tap takes a learner off, and Whole class clears the group', () => {
    const { tile, onConfirm } = open(['b', 'c']);
    expect(tile('Ben').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(tile('Ben'));
    fireEvent.click(tile('Start the lesson'));
    expect(onConfirm).toHaveBeenLastCalledWith(['c']);
    fireEvent.click(tile('Whole class'));
    expect(tile('Cleo').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(tile('Start the lesson'));
    expect(onConfirm).toHaveBeenLastCalledWith([]);
  });
});
