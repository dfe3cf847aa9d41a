import { useMemo, useState } from 'react';
import { type AccessSettings, DEFAULT_ACCESS_SETTINGS } from '#domain/access-settings';
import {
  checkDraft,
  type DraftCheck,
  type DraftErrors,
  draftOf,
  type SettingsDraft,
  sameDraft,
} from './settings-draft.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | { failed: unknown };

export interface SettingsForm {
  draft: SettingsDraft;
  /** The draft checked now: what the preview runs with. */
  check: DraftCheck;
  /** The messages at the fields: none until a save is tried, then kept up to date as she corrects them. */
  errors: DraftErrors;
  /** The draft differs from what was last saved. */
  dirty: boolean;
  saveState: SaveState;
  set: <K extends keyof SettingsDraft>(field: K, value: SettingsDraft[K]) => void;
  /** Every field back to its default, in the draft (saved only with Save). */
  reset: () => void;
  /** Checks the draft and stores it; false when a value was refused (nothing is stored then), true once tried. */
  save: () => Promise<boolean>;
}

const NO_ERRORS: DraftErrors = new Map();

/** The settings form's state: the draft, its check, and saving it with `store`. */
export function useSettingsForm(
  saved: AccessSettings,
  store: (settings: AccessSettings) => Promise<void> | void,
): SettingsForm {
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [baseline, setBaseline] = useState(() => draftOf(saved));
  const [tried, setTried] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const check = useMemo(() => checkDraft(draft), [draft]);

  const change = (next: (draft: SettingsDraft) => SettingsDraft) => {
    setDraft(next);
    setSaveState((state) => (state === 'saving' ? state : 'idle'));
  };

  return {
    draft,
    check,
    errors: tried && !check.ok ? check.errors : NO_ERRORS,
    dirty: !sameDraft(draft, baseline),
    saveState,
    set: (field, value) => change((current) => ({ ...current, [field]: value })),
    reset: () => change(() => draftOf(DEFAULT_ACCESS_SETTINGS)),
    save: async () => {
      setTried(true);
      if (!check.ok) return false;
      setSaveState('saving');
      try {
        await store(check.settings);
      } catch (error) {
        setSaveState({ failed: error });
        return true;
      }
      // The draft as it was saved ('1.50' s reads '1.5' again), unless she changed it meanwhile.
      const kept = draftOf(check.settings);
      setDraft((current) => (sameDraft(current, draft) ? kept : current));
      setBaseline(kept);
      setTried(false);
      setSaveState('saved');
      return true;
    },
  };
}

/** What each section of the form works with. */
export type SectionProps = Pick<SettingsForm, 'draft' | 'set' | 'errors'>;
