import { availableParallelism, loadavg } from 'node:os';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_LESSON_BY_GAME } from '../../server/seed/demo/index.ts';
import { type AccessSettings, SCAN_ROUNDS, STEP_MS } from '../../src/domain/access-settings.ts';
import { appPaths } from '../../src/domain/app-paths.ts';
import { type Figure, median, percentile } from '../lib/figures.ts';
import { newContext, untilControlled } from './browser.ts';
import { COURSE } from './server.ts';

/** Chromium's CPU throttling: a tablet-class CPU on this machine, as Lighthouse's mobile preset. */
const CPU_SLOWDOWN = 4;
/** A tablet in landscape at device scale factor 2: every frame has four times the pixels of 1×. */
const TABLET = { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/**
 * The shortest step a teacher can set: the least slack between steps, and 200 steps in under two
 * minutes (at the default 1.5 s they would take five).
 */
const STEP = STEP_MS.min;
const STEPS = 200;
const PRESSES = 50;
const STEP_DEVIATION_BUDGET_MS = 50;
const PRESS_BUDGET_MS = 100;
/** The gap between switch presses: longer than the ignore-repeat time, at random against the frame clock. */
const GAP_MS = { min: 450, spread: 300 };
const SETTLE_MS = 1_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The machine's load while a part ran: Chromium's throttling slows the page 4× on top of whatever
 * else the shared cores are doing, and these figures move with it far more than the others.
 */
function loadDuring(startLoad: number): string {
  return `1-minute load average ${startLoad.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end on ${availableParallelism()} cores`;
}

/** One switch press, in the page's clock (performance.now()). */
interface Press {
  code: string;
  /** The keydown event's timeStamp: when the browser took the key in, before any queueing on the page. */
  at: number;
  /** What had the focus (the highlighted choice) when it was pressed, by its text. */
  on: string;
  /** When the press's change reached the document: the highlight's move (Space), the page's (Enter). */
  changed?: number;
  /** When the frame holding that change had been drawn: after its requestAnimationFrame, the next task. */
  shown?: number;
  /** The text of the choice pressed on, once shown (Reveal becomes Hide). */
  after?: string;
}

/** Each time the highlight showed on another choice. */
interface Move {
  /** When the frame that drew it had been drawn (as Press.shown). */
  at: number;
  /** The choice the ring lies around (nearest centre), in reading order, and how many there were. */
  index: number;
  choices: number;
  /** Whether that choice also has the focus (the scan moves both). */
  focused: boolean;
  /** Which scan: a new one starts each time the highlight has gone (the scan paused after its rounds). */
  run: number;
}

interface ScanRecord {
  moves: Move[];
  presses: Press[];
  /** Event Timing entries of keydowns (16 ms and longer): startTime is the event's timeStamp. */
  keydowns: { start: number; duration: number }[];
  run: number;
  /** Set by the bench once the page has loaded: moves before it are left out. */
  settledAt?: number;
}

/**
 * Runs in the page before its scripts (so its keydown listener comes before the scan's): records
 * every switch press and when its change showed, every move of the highlight and when it showed,
 * and the browser's own Event Timing of each keydown. "Shown" is the task after the
 * requestAnimationFrame that follows the change, that is after the frame's style, layout and paint.
 */
export function recordScanning(): void {
  // No named or assigned inner functions: tsx would wrap them in a helper the page does not have.
  const record: ScanRecord = { moves: [], presses: [], keydowns: [], run: 0 };
  (window as unknown as { __benchScan: ScanRecord }).__benchScan = record;
  const pressed = new Map<Press, Element | null>();
  let pending: Press | undefined;
  let frameAsked = false;
  let ringWasShown = false;
  window.addEventListener(
    'keydown',
    (event) => {
      pending = { code: event.code, at: event.timeStamp, on: document.activeElement?.textContent?.trim() ?? '' };
      pressed.set(pending, document.activeElement);
      record.presses.push(pending);
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'keydown') record.keydowns.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new MutationObserver((mutations) => {
    const ring = document.querySelector('[data-testid="scan-highlight"]');
    const root = document.querySelector('[data-scan-root]');
    const press = pending;
    if (press && press.changed === undefined) {
      const effect = mutations.some((mutation) =>
        press.code === 'Enter'
          ? (root?.contains(mutation.target) ?? false)
          : mutation.target === ring || (ring !== null && [...mutation.addedNodes].includes(ring)),
      );
      if (effect) press.changed = performance.now();
    }
    if (frameAsked) return;
    frameAsked = true;
    requestAnimationFrame(() => {
      frameAsked = false;
      const frame = performance.now();
      const shownRing = document.querySelector('[data-testid="scan-highlight"]');
      const choices = [...document.querySelectorAll<HTMLElement>('[data-scan-root] button, [data-scan-root] a[href]')]
        .filter((element) => !element.closest('[data-scan-skip]') && element.getClientRects().length > 0)
        .map((element) => ({ element, rect: element.getBoundingClientRect() }))
        .sort((a, b) => Math.round(a.rect.top) - Math.round(b.rect.top) || a.rect.left - b.rect.left);
      let index = -1;
      if (shownRing) {
        const box = shownRing.getBoundingClientRect();
        let nearest = Number.POSITIVE_INFINITY;
        for (const [position, { rect }] of choices.entries()) {
          const distance = Math.hypot(
            rect.left + rect.width / 2 - (box.left + box.width / 2),
            rect.top + rect.height / 2 - (box.top + box.height / 2),
          );
          if (distance < nearest) {
            nearest = distance;
            index = position;
          }
        }
      }
      const focused = choices[index]?.element === document.activeElement;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const now = performance.now();
        for (const each of record.presses) {
          if (each.changed !== undefined && each.shown === undefined && each.changed <= frame) {
            each.shown = now;
            each.after = pressed.get(each)?.textContent?.trim() ?? '';
          }
        }
        if (!shownRing) {
          if (ringWasShown) record.run += 1;
          ringWasShown = false;
          return;
        }
        ringWasShown = true;
        const last = record.moves.at(-1);
        if (last && last.run === record.run && last.index === index) return;
        record.moves.push({ at: now, index, choices: choices.length, focused, run: record.run });
      };
      channel.port2.postMessage(null);
    });
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['style', 'class', 'data-state'],
  });
}

/**
 * A fresh signed-in context on a tablet's screen whose tablet settings (this device's, 'Whole
 * class') turn scanning on, as a teacher leaves them: the first visit of a new tablet.
 */
async function scanningContext(
  browser: Browser,
  baseURL: string,
  settings: Partial<AccessSettings>,
): Promise<BrowserContext> {
  const context = await newContext(browser, baseURL, { signedIn: true, ...TABLET });
  await context.addInitScript((kept) => {
    localStorage.setItem('access-settings', JSON.stringify({ state: { settings: kept }, version: 0 }));
  }, settings);
  await context.addInitScript(recordScanning);
  return context;
}

/** A page whose main thread runs CPU_SLOWDOWN times slower (Chromium's throttling, through CDP). */
async function slowPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** Opens `url`, waits until `ready` shows, the page is idle and the service worker in charge, and marks the page settled. */
async function openSettled(page: Page, url: string, ready: string): Promise<void> {
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await page.locator('[data-testid="scan-highlight"]').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await untilControlled(page);
  await wait(SETTLE_MS);
  await page.evaluate(() => {
    (window as unknown as { __benchScan: ScanRecord }).__benchScan.settledAt = performance.now();
  });
}

function readRecord(page: Page): Promise<ScanRecord> {
  return page.evaluate(() => (window as unknown as { __benchScan: ScanRecord }).__benchScan);
}

interface Steps {
  /** Intervals between visible moves (ms). */
  intervals: number[];
  /** Choices the highlight never showed on, and steps that came a whole step late. */
  missed: number;
  /** Steps that came less than half a step after the one before. */
  doubled: number;
  /** Moves whose ring lay around another choice than the one with the focus. */
  unfocused: number;
  runs: number;
}

/**
 * The steps between the visible moves after the page settled, within each scan: the gap across a
 * pause is a press, not a step, and the first step after the press that starts a scan again is
 * timed from the switch's release (by design), so both are left out.
 */
function stepsOf(record: ScanRecord): Steps {
  const settled = record.settledAt ?? Number.POSITIVE_INFINITY;
  const steps: Steps = { intervals: [], missed: 0, doubled: 0, unfocused: 0, runs: 0 };
  const runs = new Set<number>();
  for (const [position, move] of record.moves.entries()) {
    const before = record.moves[position - 1];
    if (!before || before.at < settled || before.run !== move.run) continue;
    const first = record.moves.findIndex((each) => each.run === move.run);
    if (move.run > 0 && position - 1 === first) continue;
    const interval = move.at - before.at;
    const on = (move.index - before.index + move.choices) % move.choices;
    steps.intervals.push(interval);
    runs.add(move.run);
    steps.missed += Math.max(0, on - 1) + (on === 1 ? Math.max(0, Math.round(interval / STEP) - 1) : 0);
    if (interval < STEP / 2) steps.doubled += 1;
    if (!move.focused) steps.unfocused += 1;
  }
  steps.runs = runs.size;
  return steps;
}

/**
 * Automatic scanning on the lesson grid (Back and nine cards, linear order) at STEP, until STEPS
 * steps have shown; each time the scan pauses after its rounds, a switch press starts it again.
 */
async function measureSteps(browser: Browser, baseURL: string, lessonId: string): Promise<Figure[]> {
  const context = await scanningContext(browser, baseURL, {
    scanMode: 'auto',
    scanOrder: 'linear',
    stepMs: STEP,
    firstItemMs: STEP,
    rounds: SCAN_ROUNDS.max,
  });
  try {
    const page = await slowPage(context);
    await openSettled(page, appPaths.lesson(COURSE, lessonId), 'main ul[data-scan-grid] button');
    const started = Date.now();
    const startLoad = loadavg()[0] ?? 0;
    let restarts = 0;
    let record = await readRecord(page);
    while (stepsOf(record).intervals.length < STEPS) {
      if (Date.now() - started > 3 * STEPS * STEP) throw new Error(`only ${stepsOf(record).intervals.length} steps`);
      await wait(2_000);
      const paused = await page.evaluate(() => document.querySelector('[data-testid="scan-highlight"]') === null);
      if (paused) {
        await page.keyboard.press('Space');
        restarts += 1;
      }
      record = await readRecord(page);
    }
    const steps = stepsOf(record);
    const intervals = steps.intervals.slice(0, STEPS);
    const deviations = intervals.map((interval) => Math.abs(interval - STEP));
    const seconds = Math.round((Date.now() - started) / 1000);
    const how = `automatic scanning (one switch) of the lesson grid, Back and 9 cards in linear order, every ${STEP} ms (the shortest step a teacher can set; the first choice too), ${SCAN_ROUNDS.max} rounds; ${CPU_SLOWDOWN}× CPU (CDP Emulation.setCPUThrottlingRate), ${TABLET.viewport.width}×${TABLET.viewport.height} at device scale factor ${TABLET.deviceScaleFactor}, a new tablet's first visit once loaded`;
    const seen = `each step timed in the page when the frame showing the highlight on another choice had been drawn (a MutationObserver on the page, then requestAnimationFrame and the next task), the choice being the one the ring lies around; ${intervals.length} steps over ${steps.runs} scans (${restarts} press(es) started the scan again after its rounds: that gap and the first step after it, timed from the switch's release, left out), ${seconds} s; ${loadDuring(startLoad)}`;
    return [
      {
        group: 'client',
        name: `scan step, p95 deviation from the set ${STEP} ms (automatic, ${CPU_SLOWDOWN}× CPU, tablet at 2×)`,
        value: percentile(deviations, 0.95),
        unit: 'ms',
        budget: { atMost: STEP_DEVIATION_BUDGET_MS },
        note: `|step − ${STEP} ms| over ${intervals.length} steps: median ${Math.round(median(deviations))}, max ${Math.round(Math.max(...deviations))} ms, ${deviations.filter((deviation) => deviation > STEP_DEVIATION_BUDGET_MS).length} over ${STEP_DEVIATION_BUDGET_MS} ms; steps from ${Math.round(Math.min(...intervals))} to ${Math.round(Math.max(...intervals))} ms; ${how}; ${seen}`,
      },
      {
        group: 'client',
        name: `scan steps missed, of ${intervals.length}`,
        value: steps.missed,
        unit: 'steps',
        budget: { atMost: 0 },
        note: `a choice the highlight skipped (each move must go exactly one choice on, wrapping after the last) or a step that came a whole step late (${STEP * 1.5} ms or more); ${steps.unfocused} move(s) with the ring on another choice than the focus; ${how}`,
      },
      {
        group: 'client',
        name: `scan steps doubled, of ${intervals.length}`,
        value: steps.doubled,
        unit: 'steps',
        budget: { atMost: 0 },
        note: `a step that came less than half a step (${STEP / 2} ms) after the one before; ${how}`,
      },
    ];
  } finally {
    await context.close();
  }
}

/** Presses `keys` in turn, PRESSES times, each after a gap at random within GAP_MS. */
async function pressAll(page: Page, keys: readonly string[]): Promise<void> {
  for (let round = 0; round < PRESSES; round += 1) {
    for (const key of keys) {
      await wait(GAP_MS.min + Math.random() * GAP_MS.spread);
      await page.keyboard.press(key);
    }
  }
  await wait(GAP_MS.min + GAP_MS.spread);
}

/**
 * PRESSES times: Space until the highlight (which has the focus) is on a choice named in `names`
 * (the scan starts again at the first choice after each selection), then Enter; each press after a
 * gap at random within GAP_MS.
 */
async function selectEachTime(page: Page, names: readonly string[]): Promise<void> {
  const onIt = () =>
    page.evaluate(
      (wanted) => {
        const focused = document.activeElement;
        return wanted.includes((focused?.getAttribute('aria-label') ?? focused?.textContent ?? '').trim());
      },
      [...names],
    );
  // Each press comes a gap after the one before, and is chosen by what shows then (as a learner
  // looks before she presses): the focus follows a selection's highlight once its frame is drawn.
  for (let round = 0; round < PRESSES; round += 1) {
    await wait(GAP_MS.min + Math.random() * GAP_MS.spread);
    for (let moves = 0; moves < 20 && !(await onIt()); moves += 1) {
      await page.keyboard.press('Space');
      await wait(GAP_MS.min + Math.random() * GAP_MS.spread);
    }
    await page.keyboard.press('Enter');
  }
  await wait(GAP_MS.min + GAP_MS.spread);
}

interface Latencies {
  /** Per press, from the keydown's timeStamp: the later of "shown" and the Event Timing's end. */
  values: number[];
  /** The same from our own marks alone, and from Event Timing alone (presses with an entry). */
  own: number[];
  eventTiming: number[];
  /** Presses whose change never showed. */
  unseen: number;
}

/**
 * From each press of `code` to its change shown, counted after the page settled. Event Timing
 * reports a keydown's duration up to the next paint's presentation (in 8 ms steps, only from
 * 16 ms): where it has an entry and that is later than our mark, it counts.
 */
function latenciesOf(record: ScanRecord, code: string): Latencies {
  const presses = record.presses.filter(
    (press) => press.code === code && press.at >= (record.settledAt ?? Number.POSITIVE_INFINITY),
  );
  const latencies: Latencies = { values: [], own: [], eventTiming: [], unseen: 0 };
  for (const press of presses) {
    if (press.shown === undefined) {
      latencies.unseen += 1;
      continue;
    }
    const own = press.shown - press.at;
    const entry = record.keydowns.find((each) => Math.abs(each.start - press.at) < 1);
    latencies.own.push(own);
    if (entry) latencies.eventTiming.push(entry.duration);
    latencies.values.push(Math.max(own, entry?.duration ?? 0));
  }
  return latencies;
}

function pressFigure(name: string, latencies: Latencies, how: string): Figure {
  const { values, own, eventTiming } = latencies;
  return {
    group: 'client',
    name,
    value: percentile(values, 0.95),
    unit: 'ms',
    budget: { atMost: PRESS_BUDGET_MS },
    note: `p95 of ${values.length} presses (median ${Math.round(median(values))}, max ${Math.round(Math.max(...values))} ms, ${values.filter((value) => value > PRESS_BUDGET_MS).length} over ${PRESS_BUDGET_MS} ms), each the later of: the keydown's timeStamp to the task after the requestAnimationFrame that follows the change (p95 ${Math.round(percentile(own, 0.95))} ms), and Event Timing's keydown duration to the next paint's presentation (p95 ${Math.round(percentile(eventTiming, 0.95))} ms over the ${eventTiming.length} presses of 16 ms or more it reports); ${how}`,
  };
}

/**
 * Two-switch scanning: Space moves, Enter selects. Moves on the lesson grid; selections of Reveal
 * on find it (each after the move onto it), whose effect is the button reading Hide (or Reveal
 * again) and the cards circled or dimmed.
 */
async function measurePresses(browser: Browser, baseURL: string, lessonId: string): Promise<Figure[]> {
  const context = await scanningContext(browser, baseURL, { scanMode: 'step', scanOrder: 'linear' });
  try {
    const page = await slowPage(context);
    const started = Date.now();
    const startLoad = loadavg()[0] ?? 0;
    await openSettled(page, appPaths.lesson(COURSE, lessonId), 'main ul[data-scan-grid] button');
    await pressAll(page, ['Space']);
    const moves = latenciesOf(await readRecord(page), 'Space');

    await openSettled(page, appPaths.activity(COURSE, lessonId, 'find-it'), 'main button:has-text("Reveal")');
    await selectEachTime(page, ['Reveal', 'Hide']);
    const record = await readRecord(page);
    const selections = latenciesOf(record, 'Enter');
    const flips = record.presses.filter(
      (press) =>
        press.code === 'Enter' &&
        ((press.on === 'Reveal' && press.after === 'Hide') || (press.on === 'Hide' && press.after === 'Reveal')),
    ).length;
    // A game's choice: find the correct one's picture, toggled (its aria-pressed).
    const game = DEMO_LESSON_BY_GAME['find-the-correct-one'];
    await openSettled(page, appPaths.activity(COURSE, game, 'play-it'), 'main button[aria-pressed]');
    await selectEachTime(page, ['ball']);
    const toggles = latenciesOf(await readRecord(page), 'Enter');
    const seconds = Math.round((Date.now() - started) / 1000);
    const how = `two-switch scanning (Space moves, Enter selects; the settings' defaults otherwise: ignore-repeat 300 ms, no acceptance time), presses ${GAP_MS.min}-${GAP_MS.min + GAP_MS.spread} ms apart at random, sent through CDP (page.keyboard); ${CPU_SLOWDOWN}× CPU (CDP Emulation.setCPUThrottlingRate), ${TABLET.viewport.width}×${TABLET.viewport.height} at device scale factor ${TABLET.deviceScaleFactor}, a new tablet's first visit once loaded; both parts ${seconds} s; ${loadDuring(startLoad)}`;
    return [
      pressFigure(
        `switch press to the highlight's move shown, p95 (two switches, ${CPU_SLOWDOWN}× CPU, tablet at 2×)`,
        moves,
        `${PRESSES} Space presses on the lesson grid (Back and 9 cards, scrolled to as the highlight goes), the change being the highlight's style; ${how}`,
      ),
      pressFigure(
        `switch press to a selection shown, p95 (a game's picture, ${CPU_SLOWDOWN}× CPU, tablet at 2×)`,
        toggles,
        `${PRESSES} Enter presses on find the correct one's 'ball' (each after the Spaces onto it), the change being the picture chosen or not (aria-pressed); ${how}`,
      ),
      pressFigure(
        `switch press to a selection shown, p95 (find it's Reveal, ${CPU_SLOWDOWN}× CPU, tablet at 2×)`,
        selections,
        `${PRESSES} Enter presses on find it's Reveal/Hide (each after the Spaces onto it), the change being the page's (the button's text, the cards circled or dimmed); ${flips} of them turned Reveal into Hide or back; ${how}`,
      ),
      {
        group: 'client',
        name: 'switch presses with nothing shown',
        value: moves.unseen + toggles.unseen + selections.unseen + (PRESSES - flips),
        unit: 'presses',
        budget: { atMost: 0 },
        note: `of ${PRESSES} moves on the lesson grid, ${PRESSES} selections of a game's picture and ${PRESSES} of find it's Reveal/Hide: ${moves.unseen} move(s), ${toggles.unseen} picture(s) and ${selections.unseen} Reveal(s) whose change never reached the document, ${PRESSES - flips} selection(s) that did not turn Reveal into Hide or back`,
      },
    ];
  } finally {
    await context.close();
  }
}

/**
 * The same Reveal pressed by a key with scanning off: the page's own time to show it, which a
 * selection by switch cannot beat (no budget: a figure to read the selection's against).
 */
async function measurePlainReveal(browser: Browser, baseURL: string, lessonId: string): Promise<Figure> {
  const context = await newContext(browser, baseURL, { signedIn: true, ...TABLET });
  await context.addInitScript(recordScanning);
  try {
    const page = await slowPage(context);
    const startLoad = loadavg()[0] ?? 0;
    await page.goto(appPaths.activity(COURSE, lessonId, 'find-it'));
    const reveal = page.locator('main button', { hasText: /^(Reveal|Hide)$/ });
    await reveal.first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await untilControlled(page);
    await wait(SETTLE_MS);
    await page.evaluate(() => {
      (window as unknown as { __benchScan: ScanRecord }).__benchScan.settledAt = performance.now();
    });
    for (let round = 0; round < PRESSES; round += 1) {
      await reveal.first().focus();
      await wait(GAP_MS.min + Math.random() * GAP_MS.spread);
      await page.keyboard.press('Enter');
    }
    await wait(GAP_MS.min + GAP_MS.spread);
    const plain = latenciesOf(await readRecord(page), 'Enter');
    return {
      ...pressFigure(
        `key press to Reveal shown with scanning off, p95 (the page's own time, ${CPU_SLOWDOWN}× CPU, tablet at 2×)`,
        plain,
        `${PRESSES} Enter presses on find it's Reveal/Hide with the focus on it, no scanning; ${CPU_SLOWDOWN}× CPU, ${TABLET.viewport.width}×${TABLET.viewport.height} at device scale factor ${TABLET.deviceScaleFactor}; ${loadDuring(startLoad)}`,
      ),
      budget: undefined,
    };
  } finally {
    await context.close();
  }
}

/**
 * Switch scanning on a tablet-class CPU (issue 31): how evenly automatic scanning steps, and how
 * soon a switch press shows, each in a fresh context (a new tablet's first visit) once loaded.
 */
export async function measureScanning(browser: Browser, baseURL: string, lessonId: string): Promise<Figure[]> {
  return [
    ...(await measureSteps(browser, baseURL, lessonId)),
    ...(await measurePresses(browser, baseURL, lessonId)),
    await measurePlainReveal(browser, baseURL, lessonId),
  ];
}
