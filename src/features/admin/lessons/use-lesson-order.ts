import { useQueryClient } from '@tanstack/react-query';
import { reorderLessons } from '#domain/editor-rules';
import type { Lesson } from '#domain/lesson';
import { conflictOf } from '../../../api/http.ts';
import { lessonKeys, updateLessonOrder } from '../../../api/lessons.ts';

const timeOf = (iso: string) => new Date(iso).toLocaleString();

/**
 * Reorders a product's lessons: the new order shows at once and is sent to the server
 * (PUT /lessons/order/update) with the order it was based on; if that fails, the lessons are
 * loaded again. When another author changed the order first, the move is not applied: the list
 * shows theirs and `onRefused` says who and when.
 */
export function useLessonOrder(productId: string, onRefused: (message: string) => void) {
  const queryClient = useQueryClient();
  const key = lessonKeys.admin(productId);
  return async (activeId: string, overId: string) => {
    const current = queryClient.getQueryData<Lesson[]>(key);
    if (!current) return;
    const next = reorderLessons(current, activeId, overId);
    if (next.every((lesson, index) => lesson._id === current[index]?._id)) return;
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, next);
    try {
      const basedOn = current.map((lesson) => lesson._id);
      const { lessons } = await updateLessonOrder(
        basedOn,
        next.map(({ _id, order }) => ({ _id, order })),
      );
      queryClient.setQueryData(key, lessons);
      await queryClient.invalidateQueries({ queryKey: lessonKeys.ofProduct(productId) });
    } catch (error) {
      console.error('Error updating lesson order', error);
      const refused = conflictOf<{ lessons: Lesson[] }>(error);
      if (refused) {
        queryClient.setQueryData(key, refused.current.lessons);
        onRefused(
          `${refused.changedBy ?? 'Another author'} changed the lessons at ${timeOf(refused.changedAt)}, after you opened them. Your move was not applied: the list now shows their order; move the lesson again if you still want to.`,
        );
        return;
      }
      await queryClient.invalidateQueries({ queryKey: key });
    }
  };
}
