import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessSettingsInput } from '#domain/access-settings-input';
import { scanConfigOf } from '#domain/scan-config';
import { SwitchScanning } from '#features/access/scanning/switch-scanning.tsx';
import { Modal } from '#ui/modal.tsx';
import { dialogsAreModal } from '../support/modal-dialogs.ts';
import { until } from '../support/until.ts';

/**
 * Switch scanning over a page as the learner meets it: the keys move and select, the page under
 * them never sees them, and on a page that is not the learner's the keys are the page's own.
 */

const STEP = AccessSettingsInput.parse({ scanMode: 'step', ignoreRepeatMs: 0 });
const CONFIG = scanConfigOf(STEP);

/** happy-dom lays nothing out: every button is given a box, one under the other. */
function layOut() {
  const rect = (element: Element) => {
    if (!element.matches('button')) return new DOMRect(0, 0, 0, 0);
    const index = [...document.querySelectorAll('button')].indexOf(element as HTMLButtonElement);
    return new DOMRect(0, index * 60, 200, 50);
  };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return rect(this);
  });
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    const box = rect(this);
    return (box.width > 0 ? [box] : []) as unknown as DOMRectList;
  });
  HTMLElement.prototype.scrollIntoView = () => {};
}

function press(code: string) {
  const down = fireEvent.keyDown(window, { code, key: code === 'Space' ? ' ' : code });
  fireEvent.keyUp(window, { code, key: code === 'Space' ? ' ' : code });
  return down;
}

function Page({ learner }: { learner: boolean }) {
  const [chosen, setChosen] = useState('nothing');
  return (
    <>
      <main data-scan-root={learner || undefined}>
        <button type="button" onClick={() => setChosen('ball')}>
          ball
        </button>
        <button type="button" onClick={() => setChosen('teddy')}>
          teddy
        </button>
        <div data-scan-skip="teacher">
          <button type="button" onClick={() => setChosen('change')}>
            Change
          </button>
        </div>
      </main>
      {/* A learner's dialog, closed: no root until it opens. */}
      <dialog data-scan-root>
        <button type="button">In the dialog</button>
      </dialog>
      <p>Chosen: {chosen}</p>
    </>
  );
}

/**
 * A page whose lesson asks 'Who is learning?' in a learner's dialog: a teacher's page (not scanned)
 * or, with `learnerPage`, a learner's page, scanned until the dialog opens over it.
 */
function Asking({ learnerPage = false }: { learnerPage?: boolean }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('nothing');
  const [weekPresses, setWeekPresses] = useState(0);
  return (
    <>
      <main data-scan-root={learnerPage || undefined}>
        <button
          type="button"
          onClick={() => {
            setWeekPresses((count) => count + 1);
            setOpen(true);
          }}
        >
          Week 1
        </button>
      </main>
      <Modal open={open} title="Who is learning?" onClose={() => setOpen(false)} closeLabel="Close" scanRoot>
        <button type="button" onClick={() => setChosen('Sam')}>
          Sam
        </button>
      </Modal>
      <p>Chosen: {chosen}</p>
      <p>Week 1 pressed: {weekPresses}</p>
    </>
  );
}

beforeEach(layOut);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('switch scanning on a page', () => {
  it('moves the highlight with one switch and selects with the other; the teacher’s controls are never scanned', async () => {
    if (!CONFIG) throw new Error('scanning is on');
    render(
      <>
        <Page learner />
        <SwitchScanning config={CONFIG} settings={STEP} speak={() => undefined} />
      </>,
    );
    const ball = screen.getByRole('button', { name: 'ball' });
    // The focus moves at once; the highlight is drawn by the render that follows.
    await until(() => document.activeElement === ball && screen.queryByTestId('scan-highlight') !== null);
    act(() => void press('Space'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'teddy' }));
    // Past the last choice back to the first: 'Change' is the teacher's.
    act(() => void press('Space'));
    expect(document.activeElement).toBe(ball);
    act(() => void press('Space'));
    // Enter selects what is highlighted, once: the focused button does not also act on the key.
    let enter = true;
    act(() => {
      enter = press('Enter');
    });
    expect(enter).toBe(false);
    expect(screen.getByText('Chosen: teddy')).toBeTruthy();
  });

  it('says each choice the highlight reaches when the cue is to speak, and nothing when there is no cue', async () => {
    const speaking = AccessSettingsInput.parse({ scanMode: 'step', ignoreRepeatMs: 0, cue: 'speak' });
    const config = scanConfigOf(speaking);
    if (!config) throw new Error('scanning is on');
    const said: string[] = [];
    const { unmount } = render(
      <>
        <Page learner />
        <SwitchScanning config={config} settings={speaking} speak={(text) => said.push(text)} />
      </>,
    );
    await until(() => said.length > 0);
    act(() => void press('Space'));
    expect(said).toEqual(['ball', 'teddy']);
    unmount();

    const quiet: string[] = [];
    if (!CONFIG) throw new Error('scanning is on');
    render(
      <>
        <Page learner />
        <SwitchScanning config={CONFIG} settings={STEP} speak={(text) => quiet.push(text)} />
      </>,
    );
    const ball = screen.getByRole('button', { name: 'ball' });
    await until(() => document.activeElement === ball);
    act(() => void press('Space'));
    expect(quiet).toEqual([]);
  });

  it('starts only when the splash lifts: nothing beneath it is highlighted or selected', async () => {
    if (!CONFIG) throw new Error('scanning is on');
    const splash = document.createElement('div');
    splash.setAttribute('data-splash', '');
    document.body.append(splash);
    render(
      <>
        <Page learner />
        <SwitchScanning config={CONFIG} settings={STEP} speak={() => undefined} />
      </>,
    );
    await act(async () => {});
    expect(screen.queryByTestId('scan-highlight')).toBeNull();
    act(() => void press('Enter'));
    expect(screen.getByText('Chosen: nothing')).toBeTruthy();
    act(() => splash.remove());
    const ball = screen.getByRole('button', { name: 'ball' });
    // The focus moves at once; the highlight is drawn by the render that follows.
    await until(() => document.activeElement === ball && screen.queryByTestId('scan-highlight') !== null);
  });

  it('leaves the keys to a page that is not the learner’s, a closed learner’s dialog in it or not', async () => {
    if (!CONFIG) throw new Error('scanning is on');
    render(
      <>
        <Page learner={false} />
        <SwitchScanning config={CONFIG} settings={STEP} speak={() => undefined} />
      </>,
    );
    await act(async () => {});
    expect(screen.queryByTestId('scan-highlight')).toBeNull();
    const teddy = screen.getByRole('button', { name: 'teddy' });
    teddy.focus();
    // Not swallowed: the page's own keyboard handling goes on.
    expect(press('Enter')).toBe(true);
    expect(press('Space')).toBe(true);
  });

  it('a switch pressed as a learner’s dialog opens, before the scan has read it, starts the scan and clicks nothing', async () => {
    if (!CONFIG) throw new Error('scanning is on');
    dialogsAreModal();
    render(
      <>
        <Asking />
        <SwitchScanning config={CONFIG} settings={STEP} speak={() => undefined} />
      </>,
    );
    await act(async () => {});
    act(() => screen.getByRole('button', { name: 'Week 1' }).click());
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    // The switch comes before the frame in which the scan reads the dialog: it is the scan's all the same.
    let space = true;
    act(() => {
      space = press('Space');
    });
    expect(space).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Who is learning?' })).toBeTruthy();
    expect(screen.getByTestId('scan-highlight')).toBeTruthy();
    // It showed where the scan starts (the dialog's first choice) and moved nowhere; the next press moves.
    expect(document.activeElement).toBe(close);
    act(() => void press('Space'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sam' }));
    act(() => void press('Enter'));
    expect(screen.getByText('Chosen: Sam')).toBeTruthy();
  });

  it('a switch pressed as a learner’s dialog opens over a scanned page acts on nothing beneath it', async () => {
    if (!CONFIG) throw new Error('scanning is on');
    dialogsAreModal();
    render(
      <>
        <Asking learnerPage />
        <SwitchScanning config={CONFIG} settings={STEP} speak={() => undefined} />
      </>,
    );
    const week = screen.getByRole('button', { name: 'Week 1' });
    await until(() => document.activeElement === week);
    act(() => void press('Enter'));
    expect(screen.getByText('Week 1 pressed: 1')).toBeTruthy();
    // The dialog is open; the scan reads it at the next frame. A select before that frame is the
    // dialog's: it shows the highlight there, and the week beneath is not pressed again.
    await act(() => Promise.resolve());
    let enter = true;
    act(() => {
      enter = press('Enter');
    });
    expect(enter).toBe(false);
    expect(screen.getByText('Week 1 pressed: 1')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Who is learning?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    act(() => void press('Space'));
    act(() => void press('Enter'));
    expect(screen.getByText('Chosen: Sam')).toBeTruthy();
  });
});
