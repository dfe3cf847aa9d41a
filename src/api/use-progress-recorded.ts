import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { activityKeys } from './activities.ts';

/**
 * After a progress step was recorded, every progress view of the course (recent activity,
 * completed lessons) is out of date: active ones refresh quietly, the others on their next visit.
 */
export function useProgressRecorded(productId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: activityKeys.ofProduct(productId) }),
    [queryClient, productId],
  );
}
