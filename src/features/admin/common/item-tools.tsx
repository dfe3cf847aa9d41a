import { duplicateItem, moveItem } from '#domain/editor-rules';
import { Button } from '../../../ui/button.tsx';

/**
 * Move up, move down and copy for one item of an editor's list (`name` says which, e.g. 'level 2'):
 * the keyboard and touch way to reorder, beside any drag.
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
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        aria-label={`Move ${name} up`}
        title="Move up"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        ↑
      </Button>
      <Button
        variant="ghost"
        size="small"
        aria-label={`Move ${name} down`}
        title="Move down"
        disabled={index >= count - 1}
        onClick={() => onMove(index, index + 1)}
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
