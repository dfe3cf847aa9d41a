import type { AccessSettings, ScanMode, ScanOrder } from './access-settings.ts';

/**
 * What switch scanning runs with, apart from the machine itself (scanning.ts): a tablet whose
 * learner scans nothing reads this much to know it, and never loads the machine.
 */

/** The two switches: in one-switch modes either is the switch. */
export type ScanInput = 'move' | 'select';

export type ScanningMode = Exclude<ScanMode, 'off'>;

/** The settings that time the scan and its switches, as the learner's settings hold them. */
type ScanTimings =
  | 'stepMs'
  | 'firstItemMs'
  | 'rounds'
  | 'acceptMs'
  | 'ignoreRepeatMs'
  | 'longPressMs'
  | 'pauseAfterSelect';

export interface ScanConfig extends Pick<AccessSettings, ScanTimings> {
  mode: ScanningMode;
  order: ScanOrder;
}

/** The scanning part of a learner's settings; null when they scan nothing. */
export function scanConfigOf(settings: AccessSettings): ScanConfig | null {
  if (settings.scanMode === 'off') return null;
  return {
    mode: settings.scanMode,
    order: settings.scanOrder,
    stepMs: settings.stepMs,
    firstItemMs: settings.firstItemMs,
    rounds: settings.rounds,
    acceptMs: settings.acceptMs,
    ignoreRepeatMs: settings.ignoreRepeatMs,
    longPressMs: settings.longPressMs,
    pauseAfterSelect: settings.pauseAfterSelect,
  };
}
