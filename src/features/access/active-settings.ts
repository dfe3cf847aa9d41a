import type { AccessSettings } from '#domain/access-settings';
import { useTabletSettings } from './tablet-settings-store.ts';

/** A learner chosen under 'Who is learning?', as far as her settings go. */
export interface ChosenLearner {
  _id: string;
  displayName: string;
  settings?: AccessSettings | null | undefined;
}

export interface ActiveSettings {
  settings: AccessSettings;
  /** Whose they are: the one learner chosen, or this tablet's (whole class, a group, or none set). */
  owner: { kind: 'learner'; learnerId: string; name: string } | { kind: 'tablet' };
}

/**
 * The access settings the learner path runs with: those of the one learner chosen under 'Who is
 * learning?' (as soon as she is chosen), else the tablet's own: for the whole class, for a group,
 * and for a learner whose settings were never set.
 */
export function activeSettings(chosen: readonly ChosenLearner[], tablet: AccessSettings): ActiveSettings {
  const [only] = chosen;
  if (chosen.length === 1 && only?.settings) {
    return { settings: only.settings, owner: { kind: 'learner', learnerId: only._id, name: only.displayName } };
  }
  return { settings: tablet, owner: { kind: 'tablet' } };
}

/** activeSettings with this tablet's own, as a hook. */
export function useActiveSettings(chosen: readonly ChosenLearner[]): ActiveSettings {
  return activeSettings(
    chosen,
    useTabletSettings((state) => state.settings),
  );
}

/** Whether these settings rely on speech, so the teacher must know at once when it cannot be heard. */
export const reliesOnSpeech = (settings: AccessSettings): boolean => settings.cue === 'speak' || settings.tapToHear;
