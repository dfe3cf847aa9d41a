import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { OfflineCourseControl } from '#features/offline-course/offline-course-control.tsx';
import { type OfflineCourse, offlineDb } from '#offline/db.ts';
import { until } from '../support/until.ts';

/** Shows the offline control of 'course-1', kept on this device with `fields`, once it shows the copy. */
export async function showKeptCourse(
  fields: Partial<OfflineCourse> = {},
  { compact = false, queryClient = new QueryClient() } = {},
): Promise<void> {
  await offlineDb.courses.put({
    productId: 'course-1',
    title: 'Core',
    downloadedAt: Date.now(),
    files: 9,
    bytes: 2048,
    failed: [],
    ...fields,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <OfflineCourseControl productId="course-1" compact={compact} />
    </QueryClientProvider>,
  );
  await until(() => screen.queryByText('✓ Available offline'));
}
