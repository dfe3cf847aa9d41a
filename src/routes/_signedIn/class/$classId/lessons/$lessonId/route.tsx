import { createFileRoute } from '@tanstack/react-router';
import { lessonQuery } from '#api/lessons.ts';

/**
 * A lesson's grid and its nine activity pages all show the lesson: its read starts with the
 * navigation, beside the sign-in check and the course's read, and the pages read the same query.
 * Nothing waits for it here: each page shows its own skeleton at once and its saved copy or answer
 * as soon as there is one (a classroom's Wi-Fi must never hold a navigation).
 */
export const Route = createFileRoute('/_signedIn/class/$classId/lessons/$lessonId')({
  loader: ({ context: { queryClient }, params: { lessonId } }) => void queryClient.prefetchQuery(lessonQuery(lessonId)),
});
