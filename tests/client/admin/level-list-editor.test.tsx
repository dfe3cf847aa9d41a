import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayIt } from '#domain/play-it';
import type { PendingLevel } from '#features/admin/content/pending-levels.ts';
import { LevelListEditor } from '#features/admin/play-it/levels/level-list-editor.tsx';

afterEach(cleanup);

let latest = PlayIt.parse({});
let latestForm: PendingLevel | undefined;
let showEditor: (shown: boolean) => void = () => undefined;

const GAMES = {
  invert: 'invert-drag-and-drop',
  quantity: 'quantity-drag-and-drop',
  reveal: 'image-reveal',
  find: 'find-the-correct-one',
} as const;
type Editor = keyof typeof GAMES;

function Harness({ editor }: { editor: Editor }) {
  const [playIt, setPlayIt] = useState(() => PlayIt.parse({}));
  const [form, setForm] = useState<PendingLevel | undefined>(undefined);
  const [shown, setShown] = useState(true);
  showEditor = setShown;
  latest = playIt;
  latestForm = form;
  const change = (next: PlayIt) => setPlayIt(next);
  const slot = { path: 'playIt.levels', form, onForm: (next: PendingLevel | null) => setForm(next ?? undefined) };
  if (!shown) return null;
  return (
    <LevelListEditor game={GAMES[editor]} playIt={playIt} onChange={change} onPreview={() => undefined} slot={slot} />
  );
}

/** The editors' media fields read the course's library through React Query. */
const show = (editor: Editor) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness editor={editor} />
    </QueryClientProvider>,
  );

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const levels = () => within(screen.getByRole('list', { name: 'Levels' })).getAllByRole('listitem');

describe('level editors', () => {
  it('invert: disabled without a target image, then without a draggable', () => {
    show('invert');
    const add = screen.getByRole('button', { name: 'Add New Level' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByText('Please add a target image')).toBeTruthy();
    type('Target image URL', '/box.svg');
    expect(screen.getByText('Please add at least one draggable item')).toBeTruthy();
    type('Draggable image URL', '/apple.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Add draggable' }));
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    expect(latest.dragAndDropContent_Invert).toHaveLength(1);
    expect(latest.dragAndDropContent_Invert[0]?.draggableItems[0]?.id).toBe('item-1');
  });

  it('quantity: an Amount left empty is refused at the field, since a learner would win by pressing Next', () => {
    show('quantity');
    type('Target image URL', '/box.svg');
    type('Draggable image URL', '/apple.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Add draggable' }));
    const add = screen.getByRole('button', { name: 'Add level' }) as HTMLButtonElement;
    type('Amount', '');
    const refusal = "'Put in 0 or more' is won without putting anything in: enter an amount of 1 or more";
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(add.disabled).toBe(true);
    fireEvent.click(add);
    expect(latest.dragAndDropContent_Quantity).toEqual([]);
    type('Amount', '1');
    expect(screen.queryByText(refusal)).toBeNull();
    fireEvent.click(add);
    expect(latest.dragAndDropContent_Quantity[0]).toMatchObject({ amount: 1, quantityOperator: 'more-than' });
  });

  it('image reveal: new levels carry the default question; select, Update Level, Cancel; keeps one level', () => {
    show('reveal');
    expect((screen.getByLabelText('Question text') as HTMLInputElement).value).toBe(
      "Click the image to reveal what's hidden!",
    );
    type('Initial image URL', '/gift.svg');
    type('Revealed image URL', '/box.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Add level' }));
    expect(levels()).toHaveLength(1);
    const remove = screen.getByRole('button', { name: 'Delete level 1' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(remove.closest('[title]')?.getAttribute('title')).toBe('At least one level required');

    fireEvent.click(screen.getByRole('button', { name: /^Level 1/ }));
    expect(screen.getByRole('region', { name: 'Editing level 1' })).toBeTruthy();
    type('Revealed image URL', '/teddy.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Update Level' }));
    expect(levels()).toHaveLength(1);
    expect(latest.imageRevealLevels[0]).toMatchObject({ initialImage: '/gift.svg', revealedImage: '/teddy.svg' });
    expect(screen.getByRole('region', { name: 'New level' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Level 1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'New level' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Level' })).toBeNull();
  });

  it('image reveal: says at the fields which images are missing, and adds nothing without them', () => {
    show('reveal');
    expect(screen.getByText('Add the image the learner clicks')).toBeTruthy();
    expect(screen.getByText('Add the image that is revealed')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add level' }) as HTMLButtonElement).disabled).toBe(true);
    type('Initial image URL', '/gift.svg');
    expect(screen.queryByText('Add the image the learner clicks')).toBeNull();
    expect(screen.getByLabelText('Revealed image URL').getAttribute('aria-invalid')).toBe('true');
  });

  it("find the correct one: 'specific' without a correct answer is refused at the field", () => {
    show('find');
    type('Image option image URL', '/teddy.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Add image option' }));
    expect(screen.getByText('Choose at least one correct answer, or change the answer type')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add level' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Add a correct answer'), { target: { value: '0' } });
    expect(screen.queryByText('Choose at least one correct answer, or change the answer type')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add level' }));
    expect(latest.findTheCorrectOneLevels[0]?.correctAnswerIndexes).toEqual([0]);
  });

  it('the level form lives in the draft: it survives the editor closing, and says it is not added yet', () => {
    show('reveal');
    expect(latestForm).toBeUndefined();
    type('Initial image URL', '/gift.svg');
    expect(latestForm).toMatchObject({ editing: null, unsaved: true, level: { initialImage: '/gift.svg' } });
    expect(screen.getByRole('heading', { name: 'New level – not added yet' })).toBeTruthy();
    act(() => showEditor(false));
    act(() => showEditor(true));
    expect((screen.getByLabelText('Initial image URL') as HTMLInputElement).value).toBe('/gift.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Discard level' }));
    expect(latestForm).toBeUndefined();
    expect((screen.getByLabelText('Initial image URL') as HTMLInputElement).value).toBe('');
  });

  it('levels are reordered and duplicated, and the level being edited follows its place', () => {
    show('reveal');
    for (const name of ['one', 'two']) {
      type('Question text', name);
      type('Initial image URL', `/${name}.svg`);
      type('Revealed image URL', '/r.svg');
      fireEvent.click(screen.getByRole('button', { name: 'Add level' }));
    }
    fireEvent.click(screen.getByRole('button', { name: /^Level 2/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Move level 2 up' }));
    expect(latest.imageRevealLevels.map((level) => level.questionText)).toEqual(['two', 'one']);
    expect(screen.getByRole('region', { name: 'Editing level 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate level 1' }));
    expect(latest.imageRevealLevels.map((level) => level.questionText)).toEqual(['two', 'two', 'one']);
    expect(levels()).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Editing level 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move level 1 down' }));
    expect(screen.getByRole('region', { name: 'Editing level 2' })).toBeTruthy();
  });
});
