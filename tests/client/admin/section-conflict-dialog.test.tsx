import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptySections, LESSON_PART_KEYS, lessonParts } from '#domain/lesson';
import { saveConflictOf } from '#features/admin/common/save-conflict.ts';
import { SectionConflictDialog } from '#features/admin/common/section-conflict-dialog.tsx';

afterEach(cleanup);

const base = lessonParts({ title: 'Week 1', image: '', description: '', link: '', sections: emptySections() });
const PARTS = [
  { key: 'card', label: 'Lesson card' },
  { key: 'sayIt', label: 'Say It' },
  { key: 'watchIt', label: 'Watch It' },
];

function open(mine: typeof base, theirs: typeof base) {
  const conflict = saveConflictOf(
    { message: 'Changed', current: theirs, changedBy: 'Bob', changedAt: '2026-01-02T10:00:00.000Z' },
    base,
    mine,
    theirs,
    LESSON_PART_KEYS,
  );
  const chosen = { theirs: vi.fn(), mine: vi.fn(), merge: vi.fn() };
  render(
    <SectionConflictDialog
      conflict={conflict}
      what="this lesson"
      parts={PARTS}
      onTheirs={chosen.theirs}
      onMine={chosen.mine}
      onMerge={chosen.merge}
      onClose={() => undefined}
    />,
  );
  return chosen;
}

const choice = (name: string) => screen.getByRole('button', { name });

describe('the conflict dialog of a save merged by section', () => {
  it('shows their value beside mine where both changed, and says what each choice drops', () => {
    const theirs = { ...base, card: { ...base.card, title: 'Week one' }, sayIt: { ...base.sayIt, title: 'Hello' } };
    const mine = {
      ...base,
      card: { ...base.card, title: 'First week', image: '/media/mine.png' },
      watchIt: { videos: [{ url: '/mine.mp4', thumbnail: '' }] },
    };
    const chosen = open(mine, theirs);

    const sections = within(screen.getByRole('list', { name: 'Sections changed' }));
    const table = sections.getByRole('table', { name: 'Lesson card: their version beside yours' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Title (changed by both of you)Week oneFirst week',
      'Image (changed by you)(empty)',
    ]);
    expect(within(table).getByRole('img', { name: 'Image: my image' }).getAttribute('src')).toBe('/media/mine.png');

    expect(choice('Keep their version').getAttribute('aria-describedby')).toBeTruthy();
    const detail = (name: string) => document.getElementById(choice(name).getAttribute('aria-describedby') ?? '');
    expect(detail('Keep their version')?.textContent).toBe('Your changes to Lesson card and Watch It are dropped.');
    expect(detail('Save my version')?.textContent).toBe('Their changes to Lesson card and Say It are lost.');
    expect(detail('Merge by section')?.textContent).toBe(
      'Keeps their changes to Say It and yours to Lesson card and Watch It; in Lesson card, which you both changed, their changes are lost.',
    );
    fireEvent.click(choice('Merge by section'));
    expect(chosen.merge).toHaveBeenCalledOnce();
  });

  it('offers no merge when it would be one side whole', () => {
    const theirs = { ...base, sayIt: { ...base.sayIt, title: 'Theirs' } };
    open({ ...base, sayIt: { ...base.sayIt, title: 'Mine' } }, theirs);
    expect(screen.queryByRole('button', { name: 'Merge by section' })).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Keep their version',
      'Save my version',
    ]);
  });
});
