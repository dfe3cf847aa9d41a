import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { findItCardsQuery, useFindItStored, useSaveFindItCards } from '#api/findit.ts';
import { conflictOf, errorText } from '#api/http.ts';
import { DEFAULT_FIND_IT_CARD_COLOUR } from '#domain/constants';
import {
  appendFindItCard,
  dividerAfter,
  duplicateFindItCard,
  moveFindItCard,
  type NewFindItCard,
  type NumberedCard,
  removeFindItCard,
  updateFindItCard,
} from '#domain/editor-rules';
import { type FindItCardSet, FindItCardSetUpdate, numberCards } from '#domain/findit';
import { editingAfter } from '#domain/level-rules';
import type { Product } from '#domain/product';
import { ColourField } from '#features/admin/common/colour-field.tsx';
import editor from '#features/admin/common/editor.module.css';
import { TextField } from '#features/admin/common/fields.tsx';
import { FormFooter } from '#features/admin/common/form-footer.tsx';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { sortAnnouncements, sortInstructions } from '#features/admin/common/sort-announcements.ts';
import { useSave } from '#features/admin/common/use-save-form.ts';
import { useTrackUnsaved } from '#state/unsaved-store.ts';
import { Button } from '#ui/button.tsx';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { Skeleton } from '#ui/skeleton.tsx';
import styles from './course.module.css';
import { FindItCardTile } from './findit-card-tile.tsx';
import { type FindItConflict, FindItConflictDialog } from './findit-conflict-dialog.tsx';
import { type FindItDraft, readFindItDraft, writeFindItDraft } from './findit-draft.ts';

/** Save refuses while the inputs hold a card not added or applied yet. */
export const FINISH_CARD_FIRST = 'Finish or discard the card you are editing';

const EMPTY_INPUT: NewFindItCard = { title: '', image: '', backgroundColor: DEFAULT_FIND_IT_CARD_COLOUR };

/** Cards with a key of their own, so a drag follows the card and not its place. */
interface Keyed {
  key: string;
  card: NumberedCard;
}

interface EditorState {
  cards: Keyed[];
  input: NewFindItCard;
  /** The card (0-based) the inputs edit in place, or null when they make a new card. */
  editing: number | null;
  /** The set as editing began: the save is based on its version, even if the set is loaded again meanwhile. */
  basedOn: FindItCardSet | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const inputOf = (card: NumberedCard): NewFindItCard => ({
  title: card.title,
  image: card.image,
  backgroundColor: card.backgroundColor,
});

/**
 * The product's Find It cards: 'Edit Find It Cards' opens the editor, where cards are added
 * (text, image, background), edited in place, duplicated, reordered by drag (renumbered from 1)
 * and removed; the set is created (POST) the first time and updated (PUT) after. Unsaved cards
 * are kept in this browser, and closing the editor with changes asks first.
 */
export function FindItCardsEditor({ product }: { product: Product }) {
  const stored = useFindItStored(product._id);
  const set = useQuery(findItCardsQuery(product._id));
  const nextKey = useRef(0);
  const keyed = (list: readonly NumberedCard[], previous: readonly Keyed[] = []): Keyed[] =>
    list.map((card) => ({
      key: previous.find((entry) => entry.card.findIndex === card.findIndex)?.key ?? `card-${nextKey.current++}`,
      card,
    }));
  const [restored] = useState(() => readFindItDraft(product._id));
  const [state, setState] = useState<EditorState | null>(() =>
    restored ? { ...restored, cards: keyed(restored.cards) } : null,
  );
  const [confirmClose, setConfirmClose] = useState(false);
  const saves = useSave({
    mutation: useSaveFindItCards(product._id),
    failure: (error) => `The Find It cards were not saved: ${errorText(error)}`,
    conflictOf: (error, sent): FindItConflict | undefined => {
      const refused = conflictOf<FindItCardSet>(error);
      return refused && { conflict: refused, base: sent.basedOn.cards, mine: sent.cards };
    },
    onSaved: () => setState(null),
  });
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const editing = state !== null;
  const cards = state?.cards ?? null;
  const input = state?.input ?? EMPTY_INPUT;
  const editingCard = state?.editing ?? null;
  const plain = cards?.map((entry) => entry.card) ?? [];
  const saved = set.data?.cards ?? [];
  const typed = input.title.trim() !== '' || input.image.trim() !== '';
  const editedCard = editingCard === null ? undefined : plain[editingCard];
  const inputUnsaved = editedCard ? !same(input, inputOf(editedCard)) : typed;
  const dirty = editing && (!same(plain, saved) || inputUnsaved);
  useTrackUnsaved('findit-cards', dirty, true);
  useEffect(() => {
    const kept: FindItDraft | null =
      state && dirty ? { cards: plain, input, editing: editingCard, basedOn: state.basedOn } : null;
    writeFindItDraft(product._id, kept);
  });

  const setInput = (next: NewFindItCard) => setState((current) => current && { ...current, input: next });
  const setCards = (list: NumberedCard[], editingNext: number | null) =>
    setState((current) => current && { ...current, cards: keyed(list, current.cards), editing: editingNext });
  const open = () => {
    setState({
      cards: keyed(saved.map((card) => ({ ...card }))),
      input: EMPTY_INPUT,
      editing: null,
      basedOn: set.data ?? null,
    });
    saves.dismissFailure();
  };
  const close = () => {
    setState(null);
    setConfirmClose(false);
  };
  const add = () => {
    if (!cards || !typed) return;
    const card = { ...input, title: input.title.trim(), image: input.image.trim() };
    const list = editingCard === null ? appendFindItCard(plain, card) : updateFindItCard(plain, editingCard, card);
    setState((current) => current && { ...current, cards: keyed(list, cards), input: EMPTY_INPUT, editing: null });
  };
  const edit = (position: number) => {
    const card = plain[position];
    if (card) setState((current) => current && { ...current, input: inputOf(card), editing: position });
  };
  const stopEditing = () => setState((current) => current && { ...current, input: EMPTY_INPUT, editing: null });
  const drop = ({ active, over }: DragEndEvent) => {
    if (!cards || !over || active.id === over.id) return;
    const from = cards.findIndex((entry) => entry.key === active.id);
    const to = cards.findIndex((entry) => entry.key === over.id);
    if (from < 0 || to < 0) return;
    setCards(moveFindItCard(plain, from, to), editingAfter(editingCard, { type: 'move', from, to }));
  };
  const result = FindItCardSetUpdate.safeParse({ cards: plain });
  const save = async () => {
    if (!result.success) return;
    if (inputUnsaved) {
      saves.fail(FINISH_CARD_FIRST);
      return;
    }
    const basedOn = state?.basedOn ?? set.data;
    if (basedOn) await saves.send({ cards: numberCards(result.data.cards), basedOn });
  };

  let body: ReactNode;
  if (set.isPending) body = <Skeleton style={{ height: 120 }} />;
  else if (set.isError)
    body = (
      <ErrorMessage error={set.error} title="The Find It cards could not be loaded." onRetry={() => set.refetch()} />
    );
  else if (!cards) {
    body =
      saved.length === 0 ? (
        <p className={editor.muted}>No Find It cards yet.</p>
      ) : (
        <p className={editor.muted}>
          {saved.length} card{saved.length === 1 ? '' : 's'}:{' '}
          {saved.map((card) => card.title || `#${card.findIndex}`).join(', ')}
        </p>
      );
  } else {
    body = (
      <div className={editor.stack}>
        <div className={editor.inlineRow}>
          <TextField label="Card text" value={input.title} onChange={(title) => setInput({ ...input, title })} />
          <MediaField
            label="Card image URL"
            kinds={['image']}
            value={input.image}
            onChange={(image) => setInput({ ...input, image })}
          />
          <ColourField
            label="Card background"
            value={input.backgroundColor}
            onChange={(backgroundColor) => setInput({ ...input, backgroundColor })}
          />
          <Button variant="secondary" onClick={add} disabled={!typed}>
            {editingCard === null ? 'Add' : 'Update card'}
          </Button>
          {(editingCard !== null || typed) && (
            <Button variant="ghost" onClick={stopEditing}>
              {editingCard === null ? 'Clear' : 'Cancel'}
            </Button>
          )}
        </div>
        {editingCard !== null && <p className={styles.hint}>Editing card {editingCard + 1} in place.</p>}
        <p className={styles.hint}>Drag the cards to change their order; a line follows every 9th card.</p>
        {cards.length === 0 ? (
          <p className={editor.muted}>No cards yet: add the first one above.</p>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={drop}
            accessibility={{
              announcements: sortAnnouncements(
                cards.map((entry) => ({ id: entry.key, name: entry.card.title || `card ${entry.card.index}` })),
              ),
              screenReaderInstructions: sortInstructions('a card'),
            }}
          >
            <SortableContext items={cards.map((entry) => entry.key)} strategy={horizontalListSortingStrategy}>
              <ol className={styles.findRow} aria-label="Find It cards">
                {cards.map((entry, position) => (
                  <Fragment key={entry.key}>
                    <FindItCardTile
                      id={entry.key}
                      card={entry.card}
                      position={entry.card.index}
                      selected={editingCard === position}
                      onEdit={() => edit(position)}
                      onCopy={() =>
                        setCards(
                          duplicateFindItCard(plain, position),
                          editingAfter(editingCard, { type: 'insert', at: position + 1 }),
                        )
                      }
                      onRemove={() =>
                        setCards(
                          removeFindItCard(plain, entry.card.index),
                          editingAfter(editingCard, { type: 'remove', at: position }),
                        )
                      }
                    />
                    {dividerAfter(position, cards.length) && <li className={styles.divider} aria-hidden="true" />}
                  </Fragment>
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
        {!result.success && (
          <p className={editor.fieldError}>
            {result.error.issues.map((issue) => `Card ${Number(issue.path[1]) + 1}: ${issue.message}`).join('; ')}
          </p>
        )}
        <FormFooter
          form={saves}
          label={set.data?._id ? 'Save Changes' : 'Save Cards'}
          disabled={!result.success}
          onSave={save}
        />
      </div>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="findit-cards-title">
      <div className={styles.panelHeader}>
        <h3 id="findit-cards-title" className={styles.panelTitle}>
          Find It cards
        </h3>
        <div className={editor.actions}>
          <Button
            variant="secondary"
            aria-pressed={editing}
            disabled={saves.pending || !set.data}
            onClick={() => {
              if (!editing) open();
              else if (dirty) setConfirmClose(true);
              else close();
            }}
          >
            Edit Find It Cards
          </Button>
        </div>
      </div>
      {restored && dirty && (
        <p className={styles.hint} role="note">
          Unsaved Find It cards were restored from this browser. Save them, or close the editor to discard them.
        </p>
      )}
      {body}
      <ConfirmDialog
        open={confirmClose}
        title="Unsaved Find It cards"
        message="Discard your unsaved changes to the Find It cards? The cards go back to how they were last saved."
        onYes={close}
        onNo={() => setConfirmClose(false)}
      />
      <FindItConflictDialog
        conflict={saves.conflict}
        busy={saves.pending}
        onTheirs={() => {
          if (saves.conflict) stored(saves.conflict.conflict.current);
          saves.closeConflict();
          setState(null);
        }}
        onSave={(cards) => saves.conflict && saves.send({ cards, basedOn: saves.conflict.conflict.current })}
        onClose={saves.closeConflict}
      />
    </section>
  );
}
