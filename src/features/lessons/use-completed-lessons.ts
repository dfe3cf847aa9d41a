import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { completedActivitiesQuery } from '#api/activities.ts';
import { COMPLETED_ACTIVITIES_PAGE_SIZE } from '#domain/constants';

/**
 * The ids of every completed lesson of a course: get-completed-activities page by page, while a
 * page comes back full. Each page is the very query the course home reads, so the list catches
 * up with whatever it learns: the reads again once progress reached the server, and a fresh
 * answer that comes after the saved copy was shown.
 */
export function useCompletedLessonIds(productId: string): { data: string[] | undefined } {
  const [pageCount, setPageCount] = useState(1);
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) => completedActivitiesQuery(productId, index + 1)),
  });
  const lastPage = pages[pages.length - 1]?.data;
  const morePages = lastPage?.length === COMPLETED_ACTIVITIES_PAGE_SIZE;
  useEffect(() => {
    if (morePages) setPageCount((count) => count + 1);
  }, [morePages]);

  const shortPage = pages.findIndex((page) => !page.data || page.data.length < COMPLETED_ACTIVITIES_PAGE_SIZE);
  if (shortPage === -1 || !pages[shortPage]?.data) return { data: undefined };
  return { data: pages.slice(0, shortPage + 1).flatMap((page) => (page.data ?? []).map((item) => item.lessonId._id)) };
}
