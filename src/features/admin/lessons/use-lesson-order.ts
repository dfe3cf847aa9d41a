import { useQueryClient } from '@tanstack/react-query';
import { reorderLessons } from '#domain/editor-rules';
import type { Lesson } from '#domain/lesson';
import { lessonKeys, updateLessonOrder } from '../../../api/lessons.ts';

/**
 * Reorders a product's lessons: the new order shows at once and is sent to the server
 * (PUT /lessons/order/update); if that fails, the lessons are loaded again.
 */
export function useLessonOrder(productId: string) {
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
      const { lessons } = await updateLessonOrder(next.map(({ _id, order }) => ({ _id, order })));
      queryClient.setQueryData(key, lessons);
      await queryClient.invalidateQueries({ queryKey: lessonKeys.ofProduct(productId) });
    } catch (error) {
      console.error('Error updating lesson order', error);
      await queryClient.invalidateQueries({ queryKey: key });
    }
  };
}
