import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { conflictOf } from '#api/http.ts';
import { lessonKeys, updateLessonOrder } from '#api/lessons.ts';
import type { EditConflict } from '#domain/edit-version';
import { reorderLessons } from '#domain/editor-rules';
import type { Lesson } from '#domain/lesson';

type Listed = { lessons: Lesson[] };

/** A move refused because another author changed the lessons first, and what each choice would send. */
export interface OrderConflict {
  conflict: EditConflict<Listed>;
  /** My whole order, with their new lessons after mine and their deleted ones left out. */
  mine: Lesson[];
  /** My one move, made on their order. */
  merged: Lesson[];
  mergeable: boolean;
  move: Move;
}

interface Move {
  activeId: string;
  overId: string;
}

const idsOf = (lessons: readonly Lesson[]) => lessons.map((lesson) => lesson._id);
const sameOrder = (a: readonly Lesson[], b: readonly Lesson[]) => idsOf(a).join() === idsOf(b).join();

function orderConflict(conflict: EditConflict<Listed>, next: Lesson[], move: Move): OrderConflict {
  const theirs = conflict.current.lessons;
  const kept = next.filter((lesson) => theirs.some((other) => other._id === lesson._id));
  const added = theirs.filter((lesson) => !next.some((other) => other._id === lesson._id));
  const mine = [...kept, ...added].map((lesson, order) => ({ ...lesson, order }));
  const merged = reorderLessons(theirs, move.activeId, move.overId);
  return { conflict, mine, merged, mergeable: !sameOrder(merged, mine) && !sameOrder(merged, theirs), move };
}

/**
 * Reorders a product's lessons: the new order shows at once and is sent to the server
 * (PUT /lessons/order/update) with the order it was based on; if that fails, the lessons are
 * loaded again. When another author changed the lessons first, the move is refused: the list
 * shows theirs, and the author keeps theirs, keeps mine, or makes the move again on theirs.
 */
export function useLessonOrder(productId: string) {
  const queryClient = useQueryClient();
  const key = lessonKeys.admin(productId);
  const [conflict, setConflict] = useState<OrderConflict | null>(null);

  const send = async (basedOn: readonly Lesson[], next: Lesson[], move: Move) => {
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, next);
    try {
      const { lessons } = await updateLessonOrder(
        idsOf(basedOn),
        next.map(({ _id, order }) => ({ _id, order })),
      );
      setConflict(null);
      queryClient.setQueryData(key, lessons);
      await queryClient.invalidateQueries({ queryKey: lessonKeys.ofProduct(productId) });
    } catch (error) {
      console.error('Error updating lesson order', error);
      const refused = conflictOf<Listed>(error);
      if (!refused) {
        await queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      queryClient.setQueryData(key, refused.current.lessons);
      setConflict(orderConflict(refused, next, move));
    }
  };

  return {
    reorder: async (activeId: string, overId: string) => {
      const current = queryClient.getQueryData<Lesson[]>(key);
      if (!current) return;
      const next = reorderLessons(current, activeId, overId);
      if (sameOrder(next, current)) return;
      await send(current, next, { activeId, overId });
    },
    conflict,
    keepTheirs: () => setConflict(null),
    keepMine: () => conflict && send(conflict.conflict.current.lessons, conflict.mine, conflict.move),
    merge: () => conflict && send(conflict.conflict.current.lessons, conflict.merged, conflict.move),
  };
}
