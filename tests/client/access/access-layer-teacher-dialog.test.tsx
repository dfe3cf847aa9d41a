import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { AccessSettingsInput } from '#domain/access-settings-input';
import { AccessLayer } from '#features/access/access-layer.tsx';
import { isScanListening } from '#ui/switch-access.ts';
import { dialogsAreModal } from '../support/modal-dialogs.ts';
import { eventually } from '../support/until.ts';

/**
 * The access layer holds the switch keys until scanning's lazily loaded code listens, but only on
 * a learner's page: a teacher's dialog open over that page (a PIN, the learner's settings) keeps
 * its keys, so Space still works its buttons on a first visit. Its own file: scanning's code is
 * loaded once per file, and this case is about the moment before it has.
 */

const STEP = AccessSettingsInput.parse({ scanMode: 'step', ignoreRepeatMs: 0 });

function TeacherDialogOverLearnerPage() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <>
      <main data-scan-root>
        <button type="button">ball</button>
      </main>
      <dialog ref={dialog} aria-label="Enter your PIN">
        <button type="button">Cancel</button>
      </dialog>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('leaves the keys to a teacher’s dialog open over the learner’s page while scanning loads', async () => {
  dialogsAreModal();
  render(
    <>
      <TeacherDialogOverLearnerPage />
      <AccessLayer settings={STEP} language="en" />
    </>,
  );
  expect(isScanListening()).toBe(false);
  screen.getByRole('button', { name: 'Cancel' }).focus();
  let space = false;
  act(() => {
    space = fireEvent.keyDown(window, { code: 'Space', key: ' ' });
    fireEvent.keyUp(window, { code: 'Space', key: ' ' });
  });
  expect(space).toBe(true);
  // Once scanning runs, the dialog is no root of its, and the keys stay the dialog's.
  await eventually(() => expect(isScanListening()).toBe(true));
  expect(fireEvent.keyDown(window, { code: 'Space', key: ' ' })).toBe(true);
});
