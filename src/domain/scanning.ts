import type { ScanConfig, ScanInput } from './scan-config.ts';

/**
 * Switch scanning as a pure state machine: a highlight steps through a page's choices and a
 * switch press selects. No timers and no DOM: events carry the time they happened (`at`, in ms on
 * any monotonic clock), `nextDue` says when the machine next needs a `tick`, and every change the
 * view must act on comes back as an effect. The view collects the page's choices, feeds presses,
 * releases and ticks, draws the highlight and clicks what is selected.
 *
 * Choices come as groups (a grid's rows, a toolbar). In linear order they are one list; in
 * row-column order the highlight steps through the groups first and, once one is chosen, through
 * its items; a group of one is chosen as that item.
 */

/**
 * scanning: the highlight is on a choice. waiting: the scan paused itself (after its rounds, or
 * after a selection when set so); the next press starts it again. stopped: the teacher paused it;
 * switches do nothing until she resumes.
 */
export type ScanPhase = 'scanning' | 'waiting' | 'stopped';

/** Where the highlight is: on a whole group, or on an item of a group. */
export interface ScanCursor {
  level: 'group' | 'item';
  group: number;
  item: number;
}

interface HeldSwitch {
  input: ScanInput;
  downAt: number;
  /** Held for the acceptance time: the press counts. */
  accepted: boolean;
  /** Its action has happened (a long press selects while still held). */
  acted: boolean;
}

export interface ScanState {
  config: ScanConfig;
  /** The size of each group, as the view gave them (linear order scans them as one list). */
  groups: readonly number[];
  phase: ScanPhase;
  /** Null while the page offers no choice. */
  cursor: ScanCursor | null;
  /** When automatic scanning takes its next step; null when it does not step. */
  dueAt: number | null;
  /** Whole rounds at the top level since the scan last started. */
  rounds: number;
  held: HeldSwitch | null;
  /** When the last press that counted acted: a press within the ignore-repeat time of it is ignored. */
  lastActionAt: number;
}

export type ScanEvent =
  /** The page's choices, in scan order (again whenever they change). `keep` holds the highlight where it is. */
  | { type: 'targets'; groups: readonly number[]; at: number; keep?: ScanCursor | undefined }
  | { type: 'press'; input: ScanInput; at: number }
  | { type: 'release'; input: ScanInput; at: number }
  | { type: 'tick'; at: number }
  /** The teacher pauses scanning. */
  | { type: 'stop' }
  /** The teacher resumes it. */
  | { type: 'go'; at: number };

export type ScanEffect =
  /** The highlight moved or showed again: the view draws it, and may beep or say its name. */
  | { type: 'highlight' }
  /** The choice at this index (in the flat order of all items) is selected. */
  | { type: 'select'; index: number }
  /** Automatic scanning paused itself after its rounds. */
  | { type: 'wait' };

export interface ScanStep {
  state: ScanState;
  effects: ScanEffect[];
}

const NEVER = Number.NEGATIVE_INFINITY;

/** The groups the machine steps through: one list in linear order. */
function scanGroups({ config, groups }: { config: Pick<ScanConfig, 'order'>; groups: readonly number[] }): number[] {
  const sizes = groups.filter((size) => size > 0);
  if (config.order === 'linear' || sizes.length === 1) {
    const total = sizes.reduce((sum, size) => sum + size, 0);
    return total > 0 ? [total] : [];
  }
  return sizes;
}

function startCursor(state: Pick<ScanState, 'config' | 'groups'>): ScanCursor | null {
  const groups = scanGroups(state);
  if (groups.length === 0) return null;
  return { level: groups.length > 1 ? 'group' : 'item', group: 0, item: 0 };
}

/** The flat index of the item under an item-level cursor. */
function flatIndex(groups: readonly number[], cursor: ScanCursor): number {
  return groups.slice(0, cursor.group).reduce((sum, size) => sum + size, 0) + cursor.item;
}

const automatic = (state: ScanState) => state.config.mode === 'auto';

/** The scan starts afresh at its first choice, which the highlight rests on longer. */
function restart(state: ScanState, at: number, phase: ScanPhase = 'scanning'): ScanStep {
  const cursor = startCursor(state);
  const next: ScanState = {
    ...state,
    phase,
    cursor,
    rounds: 0,
    dueAt: phase === 'scanning' && cursor && automatic(state) ? at + state.config.firstItemMs : null,
  };
  return { state: next, effects: phase === 'scanning' && cursor ? [{ type: 'highlight' }] : [] };
}

export function initialScan(config: ScanConfig, groups: readonly number[], at: number): ScanState {
  const blank: ScanState = {
    config,
    groups,
    phase: 'scanning',
    cursor: null,
    dueAt: null,
    rounds: 0,
    held: null,
    lastActionAt: NEVER,
  };
  return restart(blank, at).state;
}

/** What the highlight is on: an item (by flat index), a group (its items' flat range), or nothing. */
export type Highlight =
  | { kind: 'item'; index: number }
  | { kind: 'group'; group: number; from: number; to: number }
  | null;

export function highlighted(state: ScanState): Highlight {
  const { cursor } = state;
  if (!cursor || state.phase !== 'scanning') return null;
  const groups = scanGroups(state);
  if (cursor.level === 'item') return { kind: 'item', index: flatIndex(groups, cursor) };
  const from = flatIndex(groups, { ...cursor, item: 0 });
  const size = groups[cursor.group] ?? 0;
  // A group of one is that one choice.
  if (size === 1) return { kind: 'item', index: from };
  return { kind: 'group', group: cursor.group, from, to: from + size - 1 };
}

/** When the machine next needs a tick (a step, an acceptance, a long press), or null. */
export function nextDue(state: ScanState): number | null {
  const { held, config } = state;
  if (held && !held.accepted) return held.downAt + config.acceptMs;
  if (held && config.mode === 'long-press' && !held.acted) return held.downAt + config.longPressMs;
  if (held) return null;
  return state.phase === 'scanning' ? state.dueAt : null;
}

/**
 * One step on. Past a group's last item the highlight goes back to the groups (on the same group);
 * past the last group it starts the next round. Automatic scanning pauses itself after its rounds.
 */
function advance(state: ScanState, at: number): ScanStep {
  const groups = scanGroups(state);
  const { cursor } = state;
  if (!cursor) return { state, effects: [] };
  let next: ScanCursor;
  let rounds = state.rounds;
  let dwell = state.config.stepMs;
  if (cursor.level === 'item') {
    const size = groups[cursor.group] ?? 0;
    if (cursor.item + 1 < size) next = { ...cursor, item: cursor.item + 1 };
    else if (groups.length > 1) next = { level: 'group', group: cursor.group, item: 0 };
    else {
      next = { ...cursor, item: 0 };
      rounds += 1;
    }
  } else if (cursor.group + 1 < groups.length) next = { ...cursor, group: cursor.group + 1 };
  else {
    next = { ...cursor, group: 0 };
    rounds += 1;
  }
  if (automatic(state) && rounds >= state.config.rounds) {
    return { state: { ...state, phase: 'waiting', dueAt: null, rounds }, effects: [{ type: 'wait' }] };
  }
  if (next.level === 'item' && next.item === 0 && cursor.level === 'group') dwell = state.config.firstItemMs;
  // On time even after a late tick, but never less than half a step on the new choice.
  const dueAt = automatic(state) ? Math.max((state.dueAt ?? at) + dwell, at + dwell / 2) : null;
  return { state: { ...state, cursor: next, rounds, dueAt }, effects: [{ type: 'highlight' }] };
}

/** The highlighted choice is selected: a group is entered (or, holding one item, that item is chosen). */
function select(state: ScanState, at: number): ScanStep {
  const groups = scanGroups(state);
  const { cursor } = state;
  if (!cursor) return { state, effects: [] };
  if (cursor.level === 'group' && (groups[cursor.group] ?? 0) > 1) {
    const inside: ScanState = {
      ...state,
      cursor: { level: 'item', group: cursor.group, item: 0 },
      dueAt: automatic(state) ? at + state.config.firstItemMs : null,
    };
    return { state: inside, effects: [{ type: 'highlight' }] };
  }
  const index = flatIndex(groups, { ...cursor, item: cursor.level === 'group' ? 0 : cursor.item });
  const after = restart(state, at, state.config.pauseAfterSelect ? 'waiting' : 'scanning');
  return { state: after.state, effects: [{ type: 'select', index }, ...after.effects] };
}

type Action = 'move' | 'select';

/** A press that counted does its action; while the scan waits, any such press starts it again. */
function act(state: ScanState, action: Action, at: number): ScanStep {
  const acted: ScanState = { ...state, lastActionAt: at, held: state.held && { ...state.held, acted: true } };
  if (acted.phase === 'waiting') return restart(acted, at);
  return action === 'select' ? select(acted, at) : advance(acted, at);
}

/** What an accepted press of this switch does in this mode (long-press decides only on release or at its time). */
function actionOf(state: ScanState, input: ScanInput): Action | null {
  switch (state.config.mode) {
    case 'auto':
      return 'select';
    case 'step':
      return input;
    case 'long-press':
      return null;
  }
}

function accept(state: ScanState, at: number): ScanStep {
  if (!state.held) return { state, effects: [] };
  const accepted: ScanState = { ...state, held: { ...state.held, accepted: true } };
  const action = actionOf(accepted, state.held.input);
  return action ? act(accepted, action, at) : { state: accepted, effects: [] };
}

function press(state: ScanState, input: ScanInput, at: number): ScanStep {
  const ignored = { state, effects: [] };
  if (state.phase === 'stopped' || !state.cursor || state.held) return ignored;
  if (at - state.lastActionAt < state.config.ignoreRepeatMs) return ignored;
  const held: ScanState = { ...state, held: { input, downAt: at, accepted: false, acted: false } };
  return state.config.acceptMs === 0 ? accept(held, at) : { state: held, effects: [] };
}

function release(state: ScanState, input: ScanInput, at: number): ScanStep {
  const { held } = state;
  if (!held || held.input !== input) return { state, effects: [] };
  const free: ScanState = { ...state, held: null };
  const shortPress = held.accepted && !held.acted && state.config.mode === 'long-press';
  let step: ScanStep = shortPress ? act(free, 'move', at) : { state: free, effects: [] };
  // Automatic steps wait while a switch is held; after it, the highlight rests a whole step again.
  const { state: after } = step;
  if (automatic(after) && after.phase === 'scanning' && after.cursor) {
    const resting = Math.max(after.dueAt ?? 0, at + after.config.stepMs);
    step = { ...step, state: { ...after, dueAt: resting } };
  }
  return step;
}

function tick(state: ScanState, at: number): ScanStep {
  const { held, config } = state;
  if (held && !held.accepted) {
    return at >= held.downAt + config.acceptMs ? accept(state, at) : { state, effects: [] };
  }
  if (held && config.mode === 'long-press' && !held.acted) {
    return at >= held.downAt + config.longPressMs ? act(state, 'select', at) : { state, effects: [] };
  }
  if (held || state.phase !== 'scanning' || state.dueAt === null || at < state.dueAt) return { state, effects: [] };
  return advance(state, at);
}

/** Keeps the highlight on the same choice when the choices change around it, if that cursor fits them. */
function fits(groups: readonly number[], cursor: ScanCursor): boolean {
  const size = groups[cursor.group];
  if (size === undefined) return false;
  return cursor.level === 'group' ? groups.length > 1 : cursor.item < size;
}

function retarget(state: ScanState, groups: readonly number[], at: number, keep: ScanCursor | undefined): ScanStep {
  const next: ScanState = { ...state, groups };
  const scanned = scanGroups(next);
  if (keep && state.cursor && fits(scanned, keep)) {
    return { state: { ...next, cursor: keep }, effects: [] };
  }
  if (state.phase === 'stopped') return { state: { ...next, cursor: startCursor(next), dueAt: null }, effects: [] };
  return restart(next, at, state.phase);
}

export function scan(state: ScanState, event: ScanEvent): ScanStep {
  switch (event.type) {
    case 'targets':
      return retarget(state, event.groups, event.at, event.keep);
    case 'press':
      return press(state, event.input, event.at);
    case 'release':
      return release(state, event.input, event.at);
    case 'tick':
      return tick(state, event.at);
    case 'stop':
      return { state: { ...state, phase: 'stopped', held: null, dueAt: null }, effects: [] };
    case 'go':
      return state.phase === 'stopped' ? restart({ ...state, held: null }, event.at) : { state, effects: [] };
  }
}

/** The cursor of the choice at a flat index (for `keep`), in the machine's own grouping. */
export function cursorOfItem(
  config: Pick<ScanConfig, 'order'>,
  groups: readonly number[],
  index: number,
): ScanCursor | undefined {
  const scanned = scanGroups({ config, groups });
  let start = 0;
  for (const [group, size] of scanned.entries()) {
    // A group of one is scanned at the groups' level.
    if (index < start + size)
      return { level: size === 1 && scanned.length > 1 ? 'group' : 'item', group, item: index - start };
    start += size;
  }
  return undefined;
}
