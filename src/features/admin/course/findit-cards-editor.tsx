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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useRef, useState } from 'react';
import { DEFAULT_FIND_IT_CARD_COLOUR } from '#domain/constants';
import type { EditConflict } from '#domain/edit-version';
import {
  appendFindItCard,
  dividerAfter,
  moveFindItCard,
  type NewFindItCard,
  type NumberedCard,
  removeFindItCard,
} from '#domain/editor-rules';
import { type FindItCard, type FindItCardSet, FindItCardSetUpdate } from '#domain/findit';
import type { Product } from '#domain/product';
import { createFindItCards, findItCardsQuery, findItKeys, updateFindItCards } from '../../../api/findit.ts';
import { conflictOf, errorText } from '../../../api/http.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { AlertBanner } from '../common/alert-banner.tsx';
import { ColourField } from '../common/colour-field.tsx';
import { ConflictDialog } from '../common/conflict-dialog.tsx';
import editor from '../common/editor.module.css';
import { TextField } from '../common/fields.tsx';
import { sortAnnouncements, sortInstructions } from '../common/sort-announcements.ts';
import { useTrackUnsaved } from '../common/unsaved-store.ts';
import styles from './course.module.css';
import { FindItCardTile } from './findit-card-tile.tsx';

const EMPTY_INPUT: NewFindItCard = { title: '', image: '', backgroundColor: DEFAULT_FIND_IT_CARD_COLOUR };

/** Cards with a key of their own, so a drag follows the card and not its place. */
interface Keyed {
  key: string;
  card: NumberedCard;
}

/**
 * The product's Find It cards: 'Edit Find It Cards' opens the editor, where cards are added
 * (text, image, background), reordered by drag (renumbered from 1) and removed; the set is
 * created (POST) the first time and updated (PUT) after.
 */
export function FindItCardsEditor({ product }: { product: Product }) {
  const queryClient = useQueryClient();
  const set = useQuery(findItCardsQuery(product._id));
  const [cards, setCards] = useState<Keyed[] | null>(null);
  const [input, setInput] = useState<NewFindItCard>(EMPTY_INPUT);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<EditConflict<FindItCardSet> | null>(null);
  /** The set as editing began: the save is based on its version, even if the set is loaded again meanwhile. */
  const [basedOn, setBasedOn] = useState<FindItCardSet | null>(null);
  const nextKey = useRef(0);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const editing = cards !== null;
  const plain = cards?.map((keyed) => keyed.card) ?? [];
  const saved = set.data?.cards ?? [];
  useTrackUnsaved('findit-cards', editing && JSON.stringify(plain) !== JSON.stringify(saved));

  const keyed = (list: NumberedCard[], previous: readonly Keyed[] = []): Keyed[] =>
    list.map((card) => ({
      key: previous.find((entry) => entry.card.findIndex === card.findIndex)?.key ?? `card-${nextKey.current++}`,
      card,
    }));
  const open = () => {
    setBasedOn(set.data ?? null);
    setCards(keyed(saved.map((card) => ({ ...card }))));
    setFailure(null);
  };
  const add = () => {
    if (!cards || !(input.title.trim() || input.image.trim())) return;
    setCards(keyed(appendFindItCard(plain, { ...input, title: input.title.trim(), image: input.image.trim() }), cards));
    setInput(EMPTY_INPUT);
  };
  const drop = ({ active, over }: DragEndEvent) => {
    if (!cards || !over || active.id === over.id) return;
    const from = cards.findIndex((entry) => entry.key === active.id);
    const to = cards.findIndex((entry) => entry.key === over.id);
    if (from < 0 || to < 0) return;
    setCards(keyed(moveFindItCard(plain, from, to), cards));
  };
  const result = FindItCardSetUpdate.safeParse({ cards: plain });
  /** Sends the cards over the set they were based on (none yet: a new set). */
  const send = async (cardsToSave: FindItCard[], basedOn: FindItCardSet) => {
    setBusy(true);
    setFailure(null);
    try {
      const stored =
        basedOn._id && basedOn.version
          ? await updateFindItCards(basedOn._id, cardsToSave, basedOn.version)
          : await createFindItCards(product._id, cardsToSave);
      queryClient.setQueryData(findItKeys.ofProduct(product._id), stored);
      setConflict(null);
      setCards(null);
    } catch (error) {
      console.error('Error saving find it cards', error);
      const refused = conflictOf<FindItCardSet>(error);
      if (refused) setConflict(refused);
      else setFailure(`The Find It cards were not saved: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (result.success && basedOn) await send(result.data.cards, basedOn);
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
          <TextField label="Card image URL" value={input.image} onChange={(image) => setInput({ ...input, image })} />
          <ColourField
            label="Card background"
            value={input.backgroundColor}
            onChange={(backgroundColor) => setInput({ ...input, backgroundColor })}
          />
          <Button variant="secondary" onClick={add} disabled={!(input.title.trim() || input.image.trim())}>
            Add
          </Button>
        </div>
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
                      onRemove={() => setCards(keyed(removeFindItCard(plain, entry.card.index), cards))}
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
          {editing && (
            <Button onClick={save} disabled={busy || !result.success}>
              {set.data?._id ? 'Save Changes' : 'Save Cards'}
            </Button>
          )}
          <Button
            variant="secondary"
            aria-pressed={editing}
            disabled={busy || !set.data}
            onClick={() => (editing ? setCards(null) : open())}
          >
            Edit Find It Cards
          </Button>
        </div>
      </div>
      <AlertBanner message={failure} onDismiss={() => setFailure(null)} />
      {body}
      <ConflictDialog
        conflict={conflict}
        what="the Find It cards"
        busy={busy}
        onTheirs={() => {
          if (conflict) queryClient.setQueryData(findItKeys.ofProduct(product._id), conflict.current);
          setConflict(null);
          setCards(null);
        }}
        onMine={() => conflict && send(plain, conflict.current)}
        onClose={() => setConflict(null)}
      />
    </section>
  );
}
