import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { conflictOf } from '#api/http.ts';
import { lessonKeys, useUpdateLessonOrder } from '#api/lessons.ts';
import type { EditConflict } from '#domain/edit-version';
import { reorderLessons } from '#domain/editor-rules';
import type { Lesson } from '#domain/lesson';
import { type Move, type OrderChoices, orderChoices } from '#domain/order-choices';

type Listed = { lessons: Lesson[] };

/** A move refused because another author changed the lessons first, and the three orders the author chooses from. */
export interface OrderConflict {
  conflict: EditConflict<Listed>;
  choices: OrderChoices<Lesson>;
  move: Move;
}

const idsOf = (lessons: readonly Lesson[]) => lessons.map((lesson) => lesson._id);
const sameOrder = (a: readonly Lesson[], b: readonly Lesson[]) => idsOf(a).join() === idsOf(b).join();

/**
 * Reorders a product's lessons (`useUpdateLessonOrder`: shown at once, sent with the order it was
 * based on). When another author changed the lessons first, the move is refused: the list shows
 * theirs, and the author keeps their order, keeps mine, or makes the move again on theirs.
 */
export function useLessonOrder(productId: string) {
  const queryClient = useQueryClient();
  const update = useUpdateLessonOrder(productId);
  const [conflict, setConflict] = useState<OrderConflict | null>(null);

  const send = async (basedOn: readonly Lesson[], next: Lesson[], move: Move) => {
    try {
      await update.mutateAsync({ basedOn, next });
      setConflict(null);
    } catch (error) {
      console.error('Error updating lesson order', error);
      const refused = conflictOf<Listed>(error);
      if (refused) setConflict({ conflict: refused, choices: orderChoices(refused.current.lessons, next, move), move });
    }
  };

  return {
    reorder: async (activeId: string, overId: string) => {
      const current = queryClient.getQueryData<Lesson[]>(lessonKeys.admin(productId));
      if (!current) return;
      const next = reorderLessons(current, activeId, overId);
      if (sameOrder(next, current)) return;
      await send(current, next, { activeId, overId });
    },
    conflict,
    /** Sends one of the orders offered, based on theirs; their own order is already shown and stays. */
    choose: (order: Lesson[]) => {
      if (!conflict) return;
      if (sameOrder(order, conflict.choices.theirs)) setConflict(null);
      else void send(conflict.choices.theirs, order, conflict.move);
    },
    decideLater: () => setConflict(null),
  };
}
