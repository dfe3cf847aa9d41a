import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_SETTINGS } from '#domain/access-settings';
import { AccessSettingsInput as AccessSettings } from '#domain/access-settings-input';
import { type ScanConfig, scanConfigOf } from '#domain/scan-config';
import {
  cursorOfItem,
  highlighted,
  initialScan,
  nextDue,
  type ScanEffect,
  type ScanEvent,
  type ScanState,
  scan,
} from '#domain/scanning';

const config = (fields: Partial<ScanConfig> = {}): ScanConfig => ({
  mode: 'auto',
  order: 'linear',
  stepMs: 1000,
  firstItemMs: 2000,
  rounds: 2,
  acceptMs: 0,
  ignoreRepeatMs: 0,
  longPressMs: 800,
  pauseAfterSelect: false,
  ...fields,
});

/** Replays events, keeping every effect; ticks are driven as the view does, at each due time up to `until`. */
function replay(state: ScanState, ...events: ScanEvent[]) {
  const effects: ScanEffect[] = [];
  let current = state;
  for (const event of events) {
    const step = scan(current, event);
    current = step.state;
    effects.push(...step.effects);
  }
  return { state: current, effects };
}

/** Runs the clock from `from` to `until`, ticking exactly when the machine asks (as the view's timer does). */
function runClock(state: ScanState, until: number) {
  const effects: ScanEffect[] = [];
  const highlights: ReturnType<typeof highlighted>[] = [];
  let current = state;
  for (let due = nextDue(current); due !== null && due <= until; due = nextDue(current)) {
    const step = scan(current, { type: 'tick', at: due });
    current = step.state;
    effects.push(...step.effects);
    if (step.effects.some((effect) => effect.type === 'highlight')) highlights.push(highlighted(current));
  }
  return { state: current, effects, highlights };
}

const item = (index: number) => ({ kind: 'item', index }) as const;
const selects = (effects: readonly ScanEffect[]) =>
  effects.flatMap((effect) => (effect.type === 'select' ? [effect.index] : []));

describe('automatic scanning, linear', () => {
  it('rests longer on the first item, then steps once per step time, in order', () => {
    const start = initialScan(config(), [3], 0);
    expect(highlighted(start)).toEqual(item(0));
    expect(nextDue(start)).toBe(2000);
    const { highlights } = runClock(start, 4000);
    expect(highlights).toEqual([item(1), item(2), item(0)]);
  });

  it('pauses itself after its rounds, and a press starts it again from the first item', () => {
    const start = initialScan(config({ rounds: 2 }), [2], 0);
    // Item 0 at 0, 1 at 2000, 0 at 3000 (round 1 done), 1 at 4000, and the second round ends at 5000.
    const { state, effects } = runClock(start, 60_000);
    expect(state.phase).toBe('waiting');
    expect(effects.at(-1)).toEqual({ type: 'wait' });
    expect(highlighted(state)).toBeNull();
    expect(nextDue(state)).toBeNull();
    const resumed = replay(
      state,
      { type: 'press', input: 'select', at: 70_000 },
      { type: 'release', input: 'select', at: 70_100 },
    );
    expect(resumed.state.phase).toBe('scanning');
    expect(highlighted(resumed.state)).toEqual(item(0));
    expect(selects(resumed.effects)).toEqual([]);
    expect(nextDue(resumed.state)).toBe(72_000);
  });

  it('a press selects the highlighted item and the scan starts again at the first', () => {
    const at2 = runClock(initialScan(config(), [4], 0), 3000).state;
    expect(highlighted(at2)).toEqual(item(2));
    const { state, effects } = replay(
      at2,
      { type: 'press', input: 'select', at: 3500 },
      { type: 'release', input: 'select', at: 3600 },
    );
    expect(selects(effects)).toEqual([2]);
    expect(highlighted(state)).toEqual(item(0));
  });

  it('either switch is the switch in one-switch scanning', () => {
    const { effects } = replay(initialScan(config(), [2], 0), { type: 'press', input: 'move', at: 10 });
    expect(selects(effects)).toEqual([0]);
  });

  it("with 'pause after a selection' the scan waits for a press after selecting", () => {
    const start = initialScan(config({ pauseAfterSelect: true }), [3], 0);
    const { state } = replay(
      start,
      { type: 'press', input: 'select', at: 10 },
      { type: 'release', input: 'select', at: 50 },
    );
    expect(state.phase).toBe('waiting');
    expect(nextDue(state)).toBeNull();
    const again = replay(state, { type: 'press', input: 'select', at: 5000 });
    expect(selects(again.effects)).toEqual([]);
    expect(again.state.phase).toBe('scanning');
  });

  it('does not step while the switch is held, and rests a whole step after the release', () => {
    const start = initialScan(config({ acceptMs: 500 }), [3], 0);
    const pressed = replay(start, { type: 'press', input: 'select', at: 1900 }).state;
    expect(nextDue(pressed)).toBe(2400);
    const released = replay(pressed, { type: 'release', input: 'select', at: 2100 }).state;
    expect(highlighted(released)).toEqual(item(0));
    expect(nextDue(released)).toBe(3100);
  });

  it('keeps to the set time after a late tick, without skipping an item', () => {
    const start = initialScan(config(), [5], 0);
    // The first step is due at 2000; the timer fires 300 ms late: the next step keeps to the beat.
    const late = scan(start, { type: 'tick', at: 2300 }).state;
    expect(highlighted(late)).toEqual(item(1));
    expect(nextDue(late)).toBe(3000);
    // Far later than a whole step: one item on, and at least half a step on it.
    const stalled = scan(late, { type: 'tick', at: 9000 }).state;
    expect(highlighted(stalled)).toEqual(item(2));
    expect(nextDue(stalled)).toBe(9500);
  });

  it('over 200 steps with timers firing late, never skips nor repeats an item', () => {
    let state = initialScan(config({ rounds: 10 }), [25], 0);
    const seen: number[] = [];
    let lateness = 0;
    for (let due = nextDue(state); due !== null && seen.length < 200; due = nextDue(state)) {
      lateness = (lateness * 7 + 131) % 450;
      const step = scan(state, { type: 'tick', at: due + lateness });
      state = step.state;
      const now = highlighted(state);
      if (step.effects.some((effect) => effect.type === 'highlight') && now?.kind === 'item') seen.push(now.index);
    }
    expect(seen).toHaveLength(200);
    const jumps = seen.slice(1).map((index, at) => (index - (seen[at] ?? 0) + 25) % 25);
    expect(jumps.filter((jump) => jump !== 1)).toEqual([]);
  });

  it('ignores a tick before its time', () => {
    const start = initialScan(config(), [3], 0);
    expect(scan(start, { type: 'tick', at: 1999 }).state).toBe(start);
  });
});

describe('acceptance and ignore-repeat times', () => {
  it('a press counts only when held for the acceptance time', () => {
    const start = initialScan(config({ acceptMs: 300 }), [3], 0);
    const short = replay(
      start,
      { type: 'press', input: 'select', at: 100 },
      { type: 'tick', at: 250 },
      { type: 'release', input: 'select', at: 250 },
    );
    expect(selects(short.effects)).toEqual([]);
    const long = replay(start, { type: 'press', input: 'select', at: 100 }, { type: 'tick', at: 400 });
    expect(selects(long.effects)).toEqual([0]);
  });

  it('ignores a second press within the ignore-repeat time (a tremor), and counts one after it', () => {
    const start = initialScan(config({ mode: 'step', ignoreRepeatMs: 400 }), [4], 0);
    const { state } = replay(
      start,
      { type: 'press', input: 'move', at: 1000 },
      { type: 'release', input: 'move', at: 1050 },
      { type: 'press', input: 'move', at: 1200 },
      { type: 'release', input: 'move', at: 1250 },
    );
    expect(highlighted(state)).toEqual(item(1));
    const later = replay(state, { type: 'press', input: 'move', at: 1400 });
    expect(highlighted(later.state)).toEqual(item(2));
  });

  it('a second switch pressed while the first is held is ignored', () => {
    const start = initialScan(config({ mode: 'step', acceptMs: 200 }), [4], 0);
    const { state, effects } = replay(
      start,
      { type: 'press', input: 'move', at: 0 },
      { type: 'press', input: 'select', at: 50 },
      { type: 'tick', at: 200 },
    );
    expect(selects(effects)).toEqual([]);
    expect(highlighted(state)).toEqual(item(1));
  });
});

describe('two-switch step scanning', () => {
  it('one switch moves, the other selects; nothing moves on its own', () => {
    const start = initialScan(config({ mode: 'step' }), [3], 0);
    expect(nextDue(start)).toBeNull();
    const { state, effects } = replay(
      start,
      { type: 'press', input: 'move', at: 10 },
      { type: 'release', input: 'move', at: 20 },
      { type: 'press', input: 'move', at: 30 },
      { type: 'release', input: 'move', at: 40 },
      { type: 'press', input: 'select', at: 50 },
    );
    expect(selects(effects)).toEqual([2]);
    expect(highlighted(state)).toEqual(item(0));
  });

  it('wraps from the last item to the first, and never pauses itself', () => {
    let state = initialScan(config({ mode: 'step', rounds: 1 }), [2], 0);
    for (let at = 1; at <= 10; at += 1)
      state = replay(state, { type: 'press', input: 'move', at }, { type: 'release', input: 'move', at }).state;
    expect(state.phase).toBe('scanning');
    expect(highlighted(state)).toEqual(item(0));
  });
});

describe('one switch, short press moves and long press selects', () => {
  const longPress = config({ mode: 'long-press', longPressMs: 800 });

  it('a short press moves on its release', () => {
    const { state, effects } = replay(
      initialScan(longPress, [3], 0),
      { type: 'press', input: 'select', at: 100 },
      { type: 'release', input: 'select', at: 300 },
    );
    expect(selects(effects)).toEqual([]);
    expect(highlighted(state)).toEqual(item(1));
  });

  it('a long press selects once its time is reached, while still held; the release does nothing more', () => {
    const start = initialScan(longPress, [3], 0);
    const pressed = replay(start, { type: 'press', input: 'select', at: 100 }).state;
    expect(nextDue(pressed)).toBe(900);
    const { state, effects } = replay(
      pressed,
      { type: 'tick', at: 900 },
      { type: 'release', input: 'select', at: 1500 },
    );
    expect(selects(effects)).toEqual([0]);
    expect(highlighted(state)).toEqual(item(0));
  });

  it('with an acceptance time, a press shorter than it does nothing', () => {
    const start = initialScan({ ...longPress, acceptMs: 150 }, [3], 0);
    const { state, effects } = replay(
      start,
      { type: 'press', input: 'select', at: 100 },
      { type: 'release', input: 'select', at: 200 },
    );
    expect(effects).toEqual([]);
    expect(highlighted(state)).toEqual(item(0));
  });
});

describe('row-column scanning', () => {
  const rows = config({ order: 'row-column', mode: 'step' });
  const move = (at: number): ScanEvent[] => [
    { type: 'press', input: 'move', at },
    { type: 'release', input: 'move', at },
  ];

  it('steps through the groups, then through the chosen group’s items', () => {
    const start = initialScan(rows, [3, 3, 2], 0);
    expect(highlighted(start)).toEqual({ kind: 'group', group: 0, from: 0, to: 2 });
    const second = replay(start, ...move(1)).state;
    expect(highlighted(second)).toEqual({ kind: 'group', group: 1, from: 3, to: 5 });
    const inside = replay(
      second,
      { type: 'press', input: 'select', at: 2 },
      { type: 'release', input: 'select', at: 2 },
    ).state;
    expect(highlighted(inside)).toEqual(item(3));
    const { effects } = replay(inside, ...move(3), { type: 'press', input: 'select', at: 4 });
    expect(selects(effects)).toEqual([4]);
  });

  it('past a group’s last item, goes back to the groups on the same group', () => {
    const start = initialScan(rows, [2, 2], 0);
    const inside = replay(
      start,
      { type: 'press', input: 'select', at: 1 },
      { type: 'release', input: 'select', at: 1 },
    ).state;
    const out = replay(inside, ...move(2), ...move(3)).state;
    expect(highlighted(out)).toEqual({ kind: 'group', group: 0, from: 0, to: 1 });
  });

  it('a group of one is highlighted and chosen as its item', () => {
    const start = initialScan(rows, [1, 3], 0);
    expect(highlighted(start)).toEqual(item(0));
    const { effects } = replay(start, { type: 'press', input: 'select', at: 1 });
    expect(selects(effects)).toEqual([0]);
  });

  it('a page with one group scans its items at once; linear order ignores the groups', () => {
    expect(highlighted(initialScan(rows, [4], 0))).toEqual(item(0));
    expect(highlighted(initialScan(config({ order: 'linear' }), [2, 2], 0))).toEqual(item(0));
  });

  it('automatic: rests the first-item time on a group’s first item, counts rounds over the groups only', () => {
    const auto = config({ order: 'row-column', rounds: 1 });
    const start = initialScan(auto, [2, 2], 0);
    const inside = replay(
      start,
      { type: 'press', input: 'select', at: 500 },
      { type: 'release', input: 'select', at: 600 },
    ).state;
    expect(nextDue(inside)).toBe(2500);
    const { highlights, state } = runClock(inside, 60_000);
    expect(highlights).toEqual([
      item(1),
      { kind: 'group', group: 0, from: 0, to: 1 },
      { kind: 'group', group: 1, from: 2, to: 3 },
    ]);
    expect(state.phase).toBe('waiting');
  });
});

describe('the choices change', () => {
  it('starts again at the first choice, or keeps the highlight where the view asks', () => {
    const at2 = runClock(initialScan(config(), [4], 0), 3000).state;
    const fresh = scan(at2, { type: 'targets', groups: [5], at: 3100 });
    expect(highlighted(fresh.state)).toEqual(item(0));
    expect(fresh.effects).toEqual([{ type: 'highlight' }]);
    expect(nextDue(fresh.state)).toBe(5100);
    const kept = scan(at2, { type: 'targets', groups: [5], at: 3100, keep: { level: 'item', group: 0, item: 3 } });
    expect(highlighted(kept.state)).toEqual(item(3));
    expect(nextDue(kept.state)).toBe(nextDue(at2));
  });

  it('a page with no choices holds no highlight and takes no press; choices coming back start the scan', () => {
    const empty = scan(initialScan(config(), [3], 0), { type: 'targets', groups: [], at: 10 }).state;
    expect(highlighted(empty)).toBeNull();
    expect(nextDue(empty)).toBeNull();
    expect(replay(empty, { type: 'press', input: 'select', at: 20 }).effects).toEqual([]);
    const back = scan(empty, { type: 'targets', groups: [2], at: 30 }).state;
    expect(highlighted(back)).toEqual(item(0));
  });

  it('cursorOfItem finds an item’s place in the machine’s grouping', () => {
    expect(cursorOfItem({ order: 'row-column' }, [2, 3], 3)).toEqual({ level: 'item', group: 1, item: 1 });
    expect(cursorOfItem({ order: 'linear' }, [2, 3], 3)).toEqual({ level: 'item', group: 0, item: 3 });
    expect(cursorOfItem({ order: 'linear' }, [2, 3], 5)).toBeUndefined();
    expect(cursorOfItem({ order: 'row-column' }, [1, 3], 0)).toEqual({ level: 'group', group: 0, item: 0 });
  });
});

describe("the teacher's pause", () => {
  it('stops the scan: no steps, switches do nothing; resuming starts at the first choice', () => {
    const stopped = scan(runClock(initialScan(config(), [3], 0), 3000).state, { type: 'stop' }).state;
    expect(nextDue(stopped)).toBeNull();
    expect(highlighted(stopped)).toBeNull();
    expect(replay(stopped, { type: 'press', input: 'select', at: 4000 }).effects).toEqual([]);
    const going = scan(stopped, { type: 'go', at: 5000 }).state;
    expect(highlighted(going)).toEqual(item(0));
    expect(nextDue(going)).toBe(7000);
  });
});

describe('scanConfigOf', () => {
  it('is null with scanning off, and carries the timings otherwise', () => {
    expect(scanConfigOf(AccessSettings.parse({}))).toBeNull();
    expect(scanConfigOf(AccessSettings.parse({ scanMode: 'step', stepMs: 700 }))).toMatchObject({
      mode: 'step',
      stepMs: 700,
    });
  });
});

describe('AccessSettings', () => {
  it('takes every default for a field left out, as the zod-free defaults say', () => {
    expect(AccessSettings.parse({})).toEqual(DEFAULT_ACCESS_SETTINGS);
  });

  it('refuses bad values with messages a teacher can act on', () => {
    const result = AccessSettings.safeParse({ stepMs: 200, highlightWidth: 40 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'The step time must be between 0.5 s and 5 s',
      'The highlight thickness must be between 3 px and 16 px',
    ]);
  });

  it('refuses a key that both moves and selects, and the teacher’s keys', () => {
    const both = AccessSettings.safeParse({ moveKeys: ['Space'], selectKeys: ['Space'] });
    expect(both.error?.issues.map((issue) => issue.message)).toEqual(['Space cannot both move and select']);
    const reserved = AccessSettings.safeParse({ moveKeys: ['Escape'] });
    expect(reserved.error?.issues.map((issue) => issue.message)).toEqual([
      'Escape is kept for the teacher and cannot be a switch',
    ]);
  });
});
