import type { MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { duplicateItem, moveItem } from '#domain/editor-rules';
import { Button } from '#ui/button.tsx';

type Direction = 'up' | 'down';

const positionOf = (element: Element) =>
  element.parentElement ? [...element.parentElement.children].indexOf(element) : -1;

function descend(from: Element | undefined, path: readonly number[]): Element | undefined {
  let at = from;
  for (const index of path) at = at?.children[index];
  return at;
}

/**
 * Runs a move and keeps the keyboard with the moved item: focus goes to the same button of the
 * item in its new place (or to its other arrow at an end of the list). The item is the nearest
 * ancestor of the button whose neighbour holds the same button at the same place; the place is
 * found again after the move, so it does not matter whether the list is keyed by position or id.
 */
function moveKeepingFocus(button: HTMLElement, direction: Direction, move: () => void) {
  const step = direction === 'up' ? -1 : 1;
  const path: number[] = [];
  let item = button;
  let found: { list: Element; position: number } | undefined;
  while (item.parentElement && !found) {
    path.unshift(positionOf(item));
    item = item.parentElement;
    const list = item.parentElement;
    const position = positionOf(item) + step;
    const neighbour = list?.children[position];
    if (list && neighbour?.tagName === item.tagName) {
      const same = descend(neighbour, path);
      if (same?.getAttribute('data-item-tool') === direction) found = { list, position };
    }
  }
  flushSync(move);
  if (!found) return;
  const target = descend(found.list.children[found.position], path);
  if (!(target instanceof HTMLButtonElement)) return;
  const other = target.parentElement?.querySelector<HTMLButtonElement>(
    `[data-item-tool="${direction === 'up' ? 'down' : 'up'}"]`,
  );
  (target.disabled ? other : target)?.focus();
}

/**
 * Move up, move down and copy for one item of an editor's list (`name` says which, e.g. 'level 2'):
 * the keyboard and touch way to reorder, beside any drag. After a move the focus stays with the item.
 */
export function ItemTools({
  name,
  index,
  count,
  onMove,
  onCopy,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onCopy?: (() => void) | undefined;
}) {
  const move = (direction: Direction) => (event: MouseEvent<HTMLButtonElement>) =>
    moveKeepingFocus(event.currentTarget, direction, () => onMove(index, index + (direction === 'up' ? -1 : 1)));
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        aria-label={`Move ${name} up`}
        title="Move up"
        data-item-tool="up"
        disabled={index === 0}
        onClick={move('up')}
      >
        ↑
      </Button>
      <Button
        variant="ghost"
        size="small"
        aria-label={`Move ${name} down`}
        title="Move down"
        data-item-tool="down"
        disabled={index >= count - 1}
        onClick={move('down')}
      >
        ↓
      </Button>
      {onCopy && (
        <Button variant="ghost" size="small" aria-label={`Duplicate ${name}`} onClick={onCopy}>
          Duplicate
        </Button>
      )}
    </>
  );
}

/** ItemTools for a list whose items carry nothing that must stay unique: the new list goes to `onChange`. */
export function ListItemTools<Item>({
  name,
  items,
  index,
  onChange,
}: {
  name: string;
  items: readonly Item[];
  index: number;
  onChange: (items: Item[]) => void;
}) {
  return (
    <ItemTools
      name={name}
      index={index}
      count={items.length}
      onMove={(from, to) => onChange(moveItem(items, from, to))}
      onCopy={() => onChange(duplicateItem(items, index))}
    />
  );
}
