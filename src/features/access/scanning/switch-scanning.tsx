import { useEffect, useReducer, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { AccessSettings } from '#domain/access-settings';
import type { ScanConfig } from '#domain/scan-config';
import {
  cursorOfItem,
  type Highlight,
  highlighted,
  initialScan,
  nextDue,
  type ScanCursor,
  type ScanEffect,
  type ScanEvent,
  type ScanState,
  scan,
} from '#domain/scanning';
import { afterNextPaint } from '#ui/after-next-paint.ts';
import { beep } from '#ui/speech/beep.ts';
import { speakableName } from '#ui/speech/speakable-name.ts';
import { setScanListening } from '#ui/switch-access.ts';
import { ScanControl } from './scan-control.tsx';
import { ScanHighlight } from './scan-highlight.tsx';
import { findScanRoot } from './scan-root.ts';
import { collectTargets, type ScanTargets, sameTargets } from './scan-targets.ts';
import { listenToSwitches } from './switch-input.ts';

export interface SwitchScanningProps {
  config: ScanConfig;
  settings: AccessSettings;
  /** Says the choices' names, when the settings' cue is 'speak' (in the course's language and voice). */
  speak: (text: string) => unknown;
  /** What to scan; by default the learner's page or dialog shown (findScanRoot). A preview passes its own. */
  findRoot?: (() => HTMLElement | null) | undefined;
  /** The teacher's hold-to-pause control (off in a preview, which the teacher stops herself). */
  control?: boolean;
}

/** The elements a highlight covers. */
export function elementsOf(highlight: Highlight, targets: ScanTargets | null): HTMLElement[] {
  if (!highlight || !targets) return [];
  if (highlight.kind === 'item') return targets.elements.slice(highlight.index, highlight.index + 1);
  return targets.elements.slice(highlight.from, highlight.to + 1);
}

/** Where the highlight was, in the new choices: the same element (or group's first element) if still there. */
function keptCursor(
  state: ScanState,
  before: ScanTargets | null,
  after: ScanTargets,
  config: ScanConfig,
): ScanCursor | undefined {
  const shown = highlighted(state);
  const [first] = elementsOf(shown, before);
  if (!shown || !first || before?.root !== after.root) return undefined;
  const index = after.elements.indexOf(first);
  if (index < 0) return undefined;
  if (shown.kind === 'item') return cursorOfItem(config, after.groups, index);
  let start = 0;
  for (const [group, size] of after.groups.entries()) {
    if (start === index && size === shown.to - shown.from + 1) return { level: 'group', group, item: 0 };
    start += size;
  }
  return undefined;
}

/** What the scan draws itself: its highlight, its live region, the teacher's control. */
const OWN = '[data-scan-own]';

const isOwn = (node: Node) => node instanceof Element && node.closest(OWN) !== null;

/** A change the scan made itself, which leaves the page's choices as they were. */
function ownChange(record: MutationRecord): boolean {
  if (isOwn(record.target)) return true;
  if (record.type === 'attributes') return false;
  const nodes = [...record.addedNodes, ...record.removedNodes];
  return nodes.length > 0 && nodes.every(isOwn);
}

/** 'Row 2 of 5: ball, teddy, car', for the live region while a row is highlighted. */
function groupAnnouncement(state: ScanState, elements: readonly HTMLElement[]): string {
  const shown = highlighted(state);
  const rows = state.groups.length;
  const names = elements.map(speakableName).filter(Boolean).join(', ');
  return shown?.kind === 'group' ? `Row ${shown.group + 1} of ${rows}: ${names}` : names;
}

/**
 * Switch scanning over the learner's page: reads its choices (again whenever the page changes),
 * runs the scanning machine on the switches and its own timer, draws the highlight, moves the focus
 * with it (so screen readers announce each choice) and clicks what the learner selects.
 */
export function SwitchScanning({
  config,
  settings,
  speak,
  findRoot = findScanRoot,
  control = true,
}: SwitchScanningProps) {
  const machine = useRef<ScanState | null>(null);
  const targets = useRef<ScanTargets | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  /** On each step of the scan, for the choices now highlighted: a beep, their names or nothing. */
  const cue = useRef<(elements: readonly HTMLElement[]) => void>(() => {});
  cue.current = (elements) => {
    if (settings.cue === 'beep') beep();
    else if (settings.cue === 'speak') void speak(elements.map(speakableName).filter(Boolean).join(', '));
  };
  /** What the live region says: the group highlighted, when it is a group. */
  const announce = useRef('');
  /** The running machine's dispatch, for the teacher's control. */
  const send = useRef<(event: ScanEvent) => void>(() => {});

  useEffect(() => {
    const now = () => performance.now();

    const schedule = () => {
      window.clearTimeout(timer.current);
      const due = machine.current && nextDue(machine.current);
      if (due === null || due === undefined) return;
      timer.current = window.setTimeout(() => dispatch({ type: 'tick', at: now() }), Math.max(0, due - now()));
    };

    const run = (effect: ScanEffect, state: ScanState) => {
      const elements = elementsOf(highlighted(state), targets.current);
      switch (effect.type) {
        case 'highlight': {
          const [first] = elements;
          first?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          // One choice takes the focus, which screen readers announce; a group is announced as a
          // row, and the focus leaves the choice before it, whose ring would read as a second highlight.
          if (elements.length === 1) {
            first?.focus({ preventScroll: true });
            announce.current = '';
          } else {
            if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
            announce.current = groupAnnouncement(state, elements);
          }
          cue.current(elements);
          return;
        }
        case 'select':
          targets.current?.elements[effect.index]?.click();
          return;
        case 'wait':
          return;
      }
    };

    /** A highlight's focus and scroll waiting for the frame that shows a selection. */
    let cancelFocus = () => {};

    function dispatch(event: ScanEvent) {
      const current = machine.current;
      if (!current) return;
      const step = scan(current, event);
      machine.current = step.state;
      const selected = step.effects.some((effect) => effect.type === 'select');
      if (step.effects.some((effect) => effect.type === 'highlight')) cancelFocus();
      for (const effect of step.effects) {
        // After a selection the page changes: moving the focus (and scrolling) at once would lay
        // the changed page out before its frame, and restyle it again; it waits for that frame.
        if (selected && effect.type === 'highlight') {
          cancelFocus = afterNextPaint(() => machine.current && run(effect, machine.current));
        } else run(effect, step.state);
      }
      schedule();
      redraw();
    }

    /** Reads the page's choices again and tells the machine when they changed. */
    const sync = () => {
      const root = findRoot();
      if (!root) {
        machine.current = null;
        targets.current = null;
        window.clearTimeout(timer.current);
        redraw();
        return;
      }
      const next = collectTargets(root);
      const before = targets.current;
      if (sameTargets(before, next)) {
        redraw();
        return;
      }
      targets.current = next;
      if (!machine.current) {
        machine.current = initialScan(config, next.groups, now());
        run({ type: 'highlight' }, machine.current);
        schedule();
        redraw();
        return;
      }
      dispatch({
        type: 'targets',
        groups: next.groups,
        at: now(),
        keep: keptCursor(machine.current, before, next, config),
      });
    };

    // The page's changes are read once per frame, once that frame is drawn, however many come: a
    // read at each change forced a layout of its own (hundreds of ms on a big page at 4x CPU), and
    // a read before the frame delayed what it shows (a selection's effect). The scan's own
    // highlight and control moving are no change of the page's.
    let cancelSync: (() => void) | undefined;
    const syncNextFrame = () => {
      cancelSync ??= afterNextPaint(() => {
        cancelSync = undefined;
        sync();
      });
    };
    const observer = new MutationObserver((records) => {
      if (records.every(ownChange)) return;
      syncNextFrame();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'aria-disabled', 'hidden', 'inert', 'open', 'class', 'style', 'data-scan-skip'],
    });
    const stopSwitches = listenToSwitches(window, settings, {
      press: (input) => dispatch({ type: 'press', input, at: now() }),
      release: (input) => dispatch({ type: 'release', input, at: now() }),
      // Only while there is something to choose: otherwise the keys are the page's.
      active: () => machine.current !== null && machine.current.phase !== 'stopped' && machine.current.cursor !== null,
      wake: () => {
        const pending = cancelSync !== undefined;
        if (machine.current ? !pending : !findRoot()) return false;
        const before = targets.current?.root;
        cancelSync?.();
        cancelSync = undefined;
        sync();
        return machine.current !== null && targets.current?.root !== before;
      },
    });
    send.current = dispatch;
    setScanListening(true);
    window.addEventListener('resize', sync);
    window.addEventListener('scroll', redraw, { capture: true, passive: true });
    sync();
    return () => {
      observer.disconnect();
      stopSwitches();
      setScanListening(false);
      send.current = () => {};
      window.removeEventListener('resize', sync);
      cancelSync?.();
      cancelFocus();
      window.removeEventListener('scroll', redraw, { capture: true });
      window.clearTimeout(timer.current);
      machine.current = null;
      targets.current = null;
    };
  }, [config, settings, findRoot]);

  const state = machine.current;
  const root = targets.current?.root;
  if (!state || !root) return null;
  const inDialog = root instanceof HTMLDialogElement;
  const shown = highlighted(state);
  // Over a dialog, in its top layer; else the highlight over the page and the control in the header.
  const layer = inDialog ? root : document.body;
  const controlSlot = inDialog ? root : (document.querySelector<HTMLElement>('[data-header-slot]') ?? document.body);
  const scanControl = control && (
    <ScanControl
      phase={state.phase}
      floating={controlSlot !== document.querySelector('[data-header-slot]')}
      onStop={() => send.current({ type: 'stop' })}
      onGo={() => send.current({ type: 'go', at: performance.now() })}
    />
  );
  return (
    <>
      {createPortal(
        <>
          <p className="visually-hidden" aria-live="polite" data-scan-own>
            {announce.current}
          </p>
          <ScanHighlight
            elements={elementsOf(shown, targets.current)}
            group={shown?.kind === 'group'}
            colour={settings.highlightColour}
            width={settings.highlightWidth}
          />
        </>,
        layer,
      )}
      {scanControl && createPortal(scanControl, controlSlot)}
    </>
  );
}
