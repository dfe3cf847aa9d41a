import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COMPLETED_ACTIVITIES_PAGE_SIZE } from '#domain/constants';
import { activityKeys, completedActivitiesQuery } from '../../api/activities.ts';

/**
 * The ids of every completed lesson of a course: reads get-completed-activities page by page
 * until a page comes back with fewer than a full page of items.
 */
export function useCompletedLessonIds(productId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...activityKeys.ofProduct(productId), 'completed', 'all'],
    queryFn: async () => {
      const ids: string[] = [];
      for (let page = 1; ; page += 1) {
        const items = await queryClient.fetchQuery({ ...completedActivitiesQuery(productId, page), staleTime: 0 });
        ids.push(...items.map((item) => item.lessonId._id));
        if (items.length < COMPLETED_ACTIVITIES_PAGE_SIZE) return ids;
      }
    },
  });
}
