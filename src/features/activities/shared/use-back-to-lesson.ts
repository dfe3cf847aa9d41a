import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';

/**
 * Back from an activity or a game: one step back in history when there is an in-app page to go
 * back to; otherwise (opened in a new tab or as the first page) to the lesson's activity grid, so
 * the learner never leaves the app.
 */
export function useBackToLesson(productId: string, lessonId: string): () => void {
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return () => {
    if (canGoBack) router.history.back();
    else void navigate({ to: '/class/$classId/lessons/$lessonId', params: { classId: productId, lessonId } });
  };
}
