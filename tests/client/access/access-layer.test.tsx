import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { AccessSettingsInput } from '#domain/access-settings-input';
import { AccessLayer } from '#features/access/access-layer.tsx';
import { isScanListening } from '#ui/switch-access.ts';
import { until } from '../support/until.ts';

/**
 * The access layer on a learner's page before scanning's own code has arrived (it loads lazily):
 * the switches already belong to the scan, so the page never takes them as its keys.
 */

const STEP = AccessSettingsInput.parse({ scanMode: 'step', ignoreRepeatMs: 0 });

function LearnerPage() {
  const [closed, setClosed] = useState(false);
  return (
    <main data-scan-root>
      <button type="button" onClick={() => setClosed(true)}>
        Close
      </button>
      <p>{closed ? 'closed' : 'open'}</p>
    </main>
  );
}

afterEach(cleanup);

it('holds a switch pressed before scanning has loaded: the focused button is not clicked', async () => {
  render(
    <>
      <LearnerPage />
      <AccessLayer settings={STEP} language="en" />
    </>,
  );
  expect(isScanListening()).toBe(false);
  const close = screen.getByRole('button', { name: 'Close' });
  close.focus();
  let space = true;
  act(() => {
    space = fireEvent.keyDown(window, { code: 'Space', key: ' ' });
    fireEvent.keyUp(window, { code: 'Space', key: ' ' });
  });
  expect(space).toBe(false);
  expect(screen.getByText('open')).toBeTruthy();
  // A key that is no switch is the page's as ever.
  expect(fireEvent.keyDown(window, { code: 'Tab', key: 'Tab' })).toBe(true);
  await until(() => isScanListening());
});
