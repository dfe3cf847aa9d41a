import 'fake-indexeddb/auto';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AccessSettings, DEFAULT_ACCESS_SETTINGS } from '#domain/access-settings';
import { AccessSettingsPage } from '#features/access/settings/access-settings-page.tsx';
import type { SettingsOwner } from '#features/access/settings/settings-editor.tsx';
import { useTabletSettings } from '#features/access/tablet-settings-store.ts';
import { offlineDb } from '#offline/db.ts';
import { flushNow, stopSync } from '#offline/outbox-runner.ts';
import { endSession, rememberCustomer, startSession } from '#session/session.ts';
import { until } from '../support/until.ts';

const AVA = 'ava-id';
const { save: saveTablet } = useTabletSettings.getState();

const ava = (settings: AccessSettings | null): SettingsOwner => ({
  kind: 'learner',
  learnerId: AVA,
  name: 'Ava',
  settings,
});

/** Renders the page once its router has loaded: it shows at once, waiting for nothing. */
async function renderPage(owner: SettingsOwner | 'loading' | 'missing') {
  const root = createRootRoute({ component: Outlet });
  const settings = createRoute({
    getParentRoute: () => root,
    path: '/learners/settings',
    component: () => <AccessSettingsPage owner={owner} />,
  });
  const learners = createRoute({
    getParentRoute: () => root,
    path: '/learners',
    component: () => <p>Your learners</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([settings, learners]),
    history: createMemoryHistory({ initialEntries: ['/learners/settings'] }),
  });
  await router.load();
  render(<RouterProvider router={router} />);
  return router;
}

const box = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const radio = (name: RegExp | string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** A key pressed on the page: whether something took it (the scan swallows its switches). */
function pressKey(code: string, key = code): boolean {
  const event = new KeyboardEvent('keydown', { code, key, bubbles: true, cancelable: true });
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(event);
    (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keyup', { code, key, bubbles: true }));
  });
  return event.defaultPrevented;
}

beforeEach(() => {
  useTabletSettings.setState({ settings: DEFAULT_ACCESS_SETTINGS, save: saveTablet });
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  endSession();
  // A save sends the outbox, which fails here and retries on a timer: the send is waited for and
  // its timer stopped, so that nothing of it outlives the test (it once fired after the file's end).
  await flushNow();
  await stopSync();
  await offlineDb.outbox.clear();
  await offlineDb.learners.clear();
});

describe('the access settings page', () => {
  it("shows a learner's settings, and the defaults for a learner who has none", async () => {
    await renderPage(ava({ ...DEFAULT_ACCESS_SETTINGS, scanMode: 'auto', stepMs: 2000, rounds: 5 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Access settings: Ava' })).toBeTruthy();
    expect(radio(/One switch, automatic/).checked).toBe(true);
    expect(box('Step time').value).toBe('2');
    expect(box('Rounds before pausing').value).toBe('5');
    cleanup();

    await renderPage(ava(null));
    screen.getByRole('heading', { level: 1, name: 'Access settings: Ava' });
    expect(radio('Off The learner touches the screen, or you do.').checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: /Larger symbols/ })).toHaveProperty('checked', false);
    expect(screen.getByText('Space')).toBeTruthy();
    expect(screen.getByText('Enter')).toBeTruthy();
  });

  it('says when the learner is being read, and when she is not on this tablet', async () => {
    await renderPage('loading');
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading…');
    cleanup();
    await renderPage('missing');
    expect(screen.getByRole('alert').textContent).toMatch(/not on this tablet/);
    expect(screen.getByRole('link', { name: 'Back to your learners' }).getAttribute('href')).toBe('/learners');
  });

  it('shows only the timings the chosen mode uses, and says why the others are not there', async () => {
    await renderPage(ava(null));
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByText(/Scanning is off, so no timing is used/)).toBeTruthy();

    fireEvent.click(radio(/One switch, automatic/));
    expect(box('Step time')).toBeTruthy();
    expect(box('Time on the first item')).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Long-press time' })).toBeNull();
    expect(screen.getByText('Not used with automatic scanning: long-press time.')).toBeTruthy();

    fireEvent.click(radio(/short press moves, long press selects/));
    expect(box('Long-press time')).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Step time' })).toBeNull();

    fireEvent.click(radio(/Two switches/));
    expect(screen.getAllByRole('spinbutton').map((input) => input.getAttribute('id'))).toEqual([
      'access-acceptMs',
      'access-ignoreRepeatMs',
    ]);
  });

  it('refuses a bad value with its message at the field and in a summary, keeps what was typed, and saves nothing', async () => {
    const stored = vi.fn();
    useTabletSettings.setState({ save: stored });
    await renderPage({ kind: 'tablet' });
    screen.getByRole('heading', { level: 1, name: "This tablet's settings (whole class)" });
    fireEvent.click(radio(/One switch, automatic/));
    fireEvent.change(box('Step time'), { target: { value: '0.2' } });
    save();

    const summary = await until(() => screen.queryByRole('alert'));
    expect(summary.textContent).toContain('The step time must be between 0.5 s and 5 s');
    const step = box('Step time');
    expect(step.value).toBe('0.2');
    expect(step.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(step.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(message?.textContent).toBe('The step time must be between 0.5 s and 5 s');
    expect(stored).not.toHaveBeenCalled();

    // Put right, the message goes and the settings save.
    fireEvent.change(step, { target: { value: '1.2' } });
    expect(screen.queryByRole('alert')).toBeNull();
    save();
    await until(() => screen.queryByText('Saved on this tablet, for the whole class.'));
    expect(stored).toHaveBeenCalledWith({ ...DEFAULT_ACCESS_SETTINGS, scanMode: 'auto', stepMs: 1200 });
  });

  it("saves this tablet's settings in its store", async () => {
    await renderPage({ kind: 'tablet' });
    fireEvent.click(screen.getByRole('checkbox', { name: /Reduced motion/ }));
    save();
    await until(() => screen.queryByText('Saved on this tablet, for the whole class.'));
    expect(useTabletSettings.getState().settings).toEqual({ ...DEFAULT_ACCESS_SETTINGS, reducedMotion: true });
  });

  it("queues a learner's settings in the outbox, offline too", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    startSession('token-1', '2030-01-01T00:00:00.000Z');
    rememberCustomer('alice');
    await offlineDb.learners.put({
      _id: AVA,
      userId: 'alice',
      displayName: 'Ava',
      avatar: 'sun',
      group: '',
      archived: false,
      settings: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    await renderPage(ava(null));
    fireEvent.click(radio(/Two switches/));
    fireEvent.change(box('Acceptance time'), { target: { value: '0.3' } });
    save();
    await until(() => screen.queryByText('Saved on this tablet; it reaches your other tablets when online.'));

    const expected = { ...DEFAULT_ACCESS_SETTINGS, scanMode: 'step', acceptMs: 300 };
    const ops = await offlineDb.outbox.toArray();
    expect(ops).toEqual([
      expect.objectContaining({ type: 'save-learner-settings', learnerId: AVA, userId: 'alice', settings: expected }),
    ]);
    expect((await offlineDb.learners.get(AVA))?.settings).toEqual(expected);
  });

  it("records the next key pressed as a switch's key, by its code, and removes keys", async () => {
    await renderPage(ava(null));
    const moves = screen.getByRole('group', { name: 'Switch 1 keys' });
    fireEvent.click(within(moves).getByRole('button', { name: 'Press a key to add' }));
    expect(pressKey('F2')).toBe(true);
    expect(within(moves).getByText('F2')).toBeTruthy();
    expect(within(moves).getByRole('status').textContent).toBe('F2 added.');

    // A key of the other switch, and Tab (the teacher's), are not taken; Escape gives up.
    fireEvent.click(within(moves).getByRole('button', { name: 'Press a key to add' }));
    pressKey('Enter');
    expect(within(moves).getByRole('status').textContent).toBe(
      'Enter is already one of the switch 2 keys: remove it there first.',
    );
    fireEvent.click(within(moves).getByRole('button', { name: 'Press a key to add' }));
    pressKey('Tab');
    expect(within(moves).getByRole('status').textContent).toMatch(/Tab is kept for you/);
    fireEvent.click(within(moves).getByRole('button', { name: 'Press a key to add' }));
    pressKey('Escape');
    expect(
      within(moves)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('kbd')?.textContent),
    ).toEqual(['Space', 'F2']);

    fireEvent.click(within(moves).getByRole('button', { name: 'Remove Space' }));
    expect(within(moves).queryByText('Space')).toBeNull();
    // Not listening any more: a key is the page's again.
    expect(pressKey('KeyB')).toBe(false);
  });

  it('asks before leaving with changes not saved', async () => {
    const router = await renderPage(ava(null));
    fireEvent.click(screen.getByRole('button', { name: '← Learners' }));
    expect(await until(() => screen.queryByText('Your learners'))).toBeTruthy();

    await act(() => router.navigate({ to: '/learners/settings' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Larger symbols/ }));
    expect(screen.getByText('Changes not saved yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '← Learners' }));
    const question = await until(() =>
      screen.queryByText('These settings have changes that are not saved. Leave without saving them?'),
    );
    fireEvent.click(await until(() => screen.queryByRole('button', { name: 'Stay' })));
    await until(() => !question.isConnected);
    expect(screen.getByRole('checkbox', { name: /Larger symbols/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: '← Learners' }));
    fireEvent.click(await until(() => screen.queryByRole('button', { name: 'Leave' })));
    expect(await until(() => screen.queryByText('Your learners'))).toBeTruthy();
  });
});

describe('the live preview', () => {
  /** The preview's tiles laid out as on screen (happy-dom lays nothing out): two rows of three. */
  function layOutTiles() {
    const rect = (element: Element) => {
      const tiles = element.parentElement?.hasAttribute('data-scan-grid') ? [...element.parentElement.children] : [];
      const index = tiles.indexOf(element);
      if (index < 0) return new DOMRect(0, 0, 0, 0);
      return new DOMRect((index % 3) * 100, Math.floor(index / 3) * 100, 90, 90);
    };
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return rect(this);
    });
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
      const box = rect(this);
      return (box.width > 0 ? [box] : []) as unknown as DOMRectList;
    });
  }

  it('runs with the settings not saved yet, takes the switch keys only while it is tried, and stops with Escape', async () => {
    layOutTiles();
    await renderPage(ava(null));
    expect(screen.getByRole('button', { name: 'Try it with the switch' })).toHaveProperty('disabled', true);

    fireEvent.click(radio(/Two switches/));
    // Presses come quicker here than the ignore-repeat time would let them count.
    fireEvent.change(box('Ignore-repeat time'), { target: { value: '0' } });
    expect(screen.getByText(/Press Space to move the highlight, and Enter to choose\./)).toBeTruthy();
    expect(pressKey('Space')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Try it with the switch' }));

    const highlight = await until(() => document.querySelector<HTMLElement>('[data-testid="scan-highlight"]'));
    expect(document.activeElement?.textContent).toBe('Ball');
    expect(highlight.style.borderColor.toUpperCase()).toBe(DEFAULT_ACCESS_SETTINGS.highlightColour);
    expect(pressKey('Space')).toBe(true);
    expect(document.activeElement?.textContent).toBe('Apple');
    expect(pressKey('Enter')).toBe(true);
    expect(screen.getByText('You chose: Apple')).toBeTruthy();

    pressKey('Escape');
    expect(document.querySelector('[data-testid="scan-highlight"]')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try it with the switch' }));
    expect(pressKey('Space')).toBe(false);
    expect(pressKey('Enter')).toBe(false);
  });

  it("stops with 'Stop trying', and waits while a value is refused", async () => {
    layOutTiles();
    await renderPage(ava({ ...DEFAULT_ACCESS_SETTINGS, scanMode: 'step' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try it with the switch' }));
    await until(() => document.querySelector('[data-testid="scan-highlight"]'));

    fireEvent.change(box('Acceptance time'), { target: { value: '9' } });
    expect(screen.getByText(/The preview waits for the settings to be right\. The acceptance time/)).toBeTruthy();
    expect(document.querySelector('[data-testid="scan-highlight"]')).toBeNull();
    expect(pressKey('Space')).toBe(false);

    fireEvent.change(box('Acceptance time'), { target: { value: '0' } });
    await until(() => document.querySelector('[data-testid="scan-highlight"]'));
    fireEvent.click(screen.getByRole('button', { name: 'Stop trying' }));
    expect(document.querySelector('[data-testid="scan-highlight"]')).toBeNull();
    expect(pressKey('Space')).toBe(false);
  });
});
