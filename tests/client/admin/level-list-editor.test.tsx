import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayIt } from '#domain/play-it';
import { DragLevelsEditor } from '../../../src/features/admin/play-it/levels/drag-levels-editor.tsx';
import { ImageRevealLevelsEditor } from '../../../src/features/admin/play-it/levels/image-reveal-levels-editor.tsx';

afterEach(cleanup);

let latest = PlayIt.parse({});

function Harness({ editor }: { editor: 'invert' | 'reveal' }) {
  const [playIt, setPlayIt] = useState(() => PlayIt.parse({}));
  latest = playIt;
  const change = (next: PlayIt) => setPlayIt(next);
  return editor === 'invert' ? (
    <DragLevelsEditor game="invert-drag-and-drop" playIt={playIt} onChange={change} onPreview={() => undefined} />
  ) : (
    <ImageRevealLevelsEditor playIt={playIt} onChange={change} onPreview={() => undefined} />
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('level editors', () => {
  it('invert: disabled without a target image, then without a draggable', () => {
    render(<Harness editor="invert" />);
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

  it('image reveal: new levels carry the default question; select, Update Level, Cancel; keeps one level', () => {
    render(<Harness editor="reveal" />);
    expect((screen.getByLabelText('Question text') as HTMLInputElement).value).toBe(
      "Click the image to reveal what's hidden!",
    );
    type('Initial image URL', '/gift.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Add level' }));
    const levels = () => within(screen.getByRole('list', { name: 'Levels' })).getAllByRole('listitem');
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
});
