import { useBlocker } from '@tanstack/react-router';
import { useTrackUnsaved } from '#state/unsaved-store.ts';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';

/**
 * Asks before leaving (or reloading) with settings not saved, and tells the header, which then
 * does not say 'all saved'.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  useTrackUnsaved('access-settings', dirty);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    disabled: !dirty,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Unsaved changes"
      message="These settings have changes that are not saved. Leave without saving them?"
      yesLabel="Leave"
      noLabel="Stay"
      onYes={() => blocker.proceed?.()}
      onNo={() => blocker.reset?.()}
    />
  );
}
