import { useState } from 'react';
import type { DragGame } from '#domain/built-in-games';
import { moveItem } from '#domain/editor-rules';
import {
  addDraggable,
  canAddDraggable,
  draggableName,
  duplicateDraggable,
  parseAmount,
  removeDraggable,
  renameDraggable,
  toggleCorrectItem,
} from '#domain/level-rules';
import { type DragLevel, QUANTITY_OPERATORS, type QuantityOperator } from '#domain/play-it';
import editor from '#features/admin/common/editor.module.css';
import { ListErrors } from '#features/admin/common/field-errors.tsx';
import { CheckboxField, onEnter, SelectField, TextField } from '#features/admin/common/fields.tsx';
import { ItemTools } from '#features/admin/common/item-tools.tsx';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { HintCardsEditor } from '#features/admin/play-it/hint-cards-editor.tsx';
import styles from '#features/admin/play-it/play-it-editor.module.css';
import { Button } from '#ui/button.tsx';
import { Picture } from '#ui/picture.tsx';

const OPERATOR_OPTIONS = QUANTITY_OPERATORS.map((value) => ({ value, label: value }));

/** The fields of one drag-and-drop level; which ones show depends on the game. */
export function DragLevelForm({
  game,
  level,
  onChange,
}: {
  game: DragGame;
  level: DragLevel;
  onChange: (level: DragLevel) => void;
}) {
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [amount, setAmount] = useState(String(level.amount));
  const marksCorrect = game === 'multiple-drag-and-drop' || game === 'free-move-drag-and-drop';
  const targetHint =
    game === 'free-move-drag-and-drop'
      ? 'Optional: without one, any item the learner moves counts'
      : 'Needed for this game';
  const add = () => {
    if (!canAddDraggable(url)) return;
    onChange(addDraggable(level, url, name));
    setUrl('');
    setName('');
  };
  return (
    <div className={editor.stack}>
      <div className={editor.grid2}>
        <MediaField
          label="Target image URL"
          kinds={['image']}
          value={level.targetItem}
          path="targetItem"
          hint={targetHint}
          onChange={(targetItem) => onChange({ ...level, targetItem })}
        />
        {game === 'invert-drag-and-drop' && (
          <MediaField
            label="False target image URL"
            kinds={['image']}
            value={level.falseTargetItem}
            path="falseTargetItem"
            hint="Optional"
            onChange={(falseTargetItem) => onChange({ ...level, falseTargetItem })}
          />
        )}
        <MediaField
          label="Background image URL"
          kinds={['image']}
          value={level.backgroundImage}
          path="backgroundImage"
          onChange={(backgroundImage) => onChange({ ...level, backgroundImage })}
        />
        <MediaField
          label="Hint audio URL"
          kinds={['audio']}
          value={level.hintAudio}
          path="hintAudio"
          onChange={(hintAudio) => onChange({ ...level, hintAudio })}
        />
      </div>
      <CheckboxField
        label="Random target position"
        checked={level.randomTargetPosition}
        onChange={(randomTargetPosition) => onChange({ ...level, randomTargetPosition })}
      />
      {game === 'quantity-drag-and-drop' && (
        <div className={editor.grid2}>
          <TextField
            label="Amount"
            value={amount}
            path="amount"
            hint="How many items, 1 or more; anything but a number counts as 0"
            onChange={(text) => {
              setAmount(text);
              onChange({ ...level, amount: parseAmount(text) });
            }}
          />
          <SelectField<QuantityOperator>
            label="Operator"
            value={level.quantityOperator}
            options={OPERATOR_OPTIONS}
            onChange={(quantityOperator) => onChange({ ...level, quantityOperator })}
          />
        </div>
      )}
      <h6 className={styles.formHeading}>Draggable items</h6>
      <ListErrors path="draggableItems" />
      <ListErrors path="correctItems" />
      {level.draggableItems.length > 0 && (
        <ul className={styles.draggables} aria-label="Draggable items">
          {level.draggableItems.map((item, index) => (
            <li key={item.id} className={styles.draggable}>
              <Picture src={item.url} alt={item.id} className={editor.thumb} />
              <DraggableNameField
                id={item.id}
                onRename={(renamed) => onChange(renameDraggable(level, item.id, renamed))}
              />
              {marksCorrect && (
                <CheckboxField
                  label={`Correct: ${item.id}`}
                  checked={level.correctItems.includes(item.id)}
                  onChange={() => onChange(toggleCorrectItem(level, item.id))}
                />
              )}
              <ItemTools
                name={item.id}
                index={index}
                count={level.draggableItems.length}
                onMove={(from, to) => onChange({ ...level, draggableItems: moveItem(level.draggableItems, from, to) })}
                onCopy={() => onChange(duplicateDraggable(level, index))}
              />
              <Button
                variant="ghost"
                size="small"
                aria-label={`Remove ${item.id}`}
                onClick={() => onChange(removeDraggable(level, item.id))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={editor.inlineRow}>
        <MediaField
          label="Draggable image URL"
          kinds={['image']}
          value={url}
          onChange={setUrl}
          onKeyDown={onEnter(add)}
        />
        <TextField
          label="Name read out"
          value={name}
          hint="What learners hear when they pick it up, e.g. apple"
          onChange={setName}
          onKeyDown={onEnter(add)}
        />
        <Button variant="secondary" onClick={add} disabled={!canAddDraggable(url)}>
          Add draggable
        </Button>
      </div>
      <h6 className={styles.formHeading}>Hint cards</h6>
      <HintCardsEditor cards={level.hintCards} onChange={(hintCards) => onChange({ ...level, hintCards })} />
    </div>
  );
}

/**
 * A draggable's name, as learners hear it when they pick it up (switch and keyboard players hear
 * nothing else of the picture): renamed when the field is left or Enter is pressed, since the
 * name is part of its id.
 */
function DraggableNameField({ id, onRename }: { id: string; onRename: (name: string) => void }) {
  const [draft, setDraft] = useState(draggableName(id));
  const commit = () => {
    if (draft !== draggableName(id)) onRename(draft);
  };
  return (
    <TextField label={`Name of ${id}`} value={draft} onChange={setDraft} onBlur={commit} onKeyDown={onEnter(commit)} />
  );
}
