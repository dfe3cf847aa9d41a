import { useBlocker } from '@tanstack/react-router';
import { hasUnkeptUnsaved, hasUnsaved, useUnsavedStore } from '#state/unsaved-store.ts';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';

/**
 * Asks before leaving with unsaved changes: leaving the admin pages (or reloading) with any, and
 * choosing another product or lesson with changes that are not kept in the browser.
 */
export function UnsavedGuard() {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => {
      const state = useUnsavedStore.getState();
      if (current.pathname !== next.pathname) return hasUnsaved(state);
      return hasUnkeptUnsaved(state);
    },
    enableBeforeUnload: () => hasUnsaved(useUnsavedStore.getState()),
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Unsaved changes"
      message="You have unsaved changes. Leave without saving them? Lesson content you have not saved stays in this browser until you save or discard it."
      yesLabel="Leave"
      noLabel="Stay"
      onYes={() => blocker.proceed?.()}
      onNo={() => blocker.reset?.()}
    />
  );
}
