import { type FormEvent, useState } from 'react';
import { saveLearnerSettings } from '#api/learners.ts';
import { type AccessSettings, DEFAULT_ACCESS_SETTINGS } from '#domain/access-settings';
import { useTabletSettings } from '#features/access/tablet-settings-store.ts';
import { Button } from '#ui/button.tsx';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import { useSpeechContext } from '#ui/speech/speech-context-store.ts';
import { ErrorSummary } from './error-summary.tsx';
import { HighlightSection } from './highlight-section.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { ScanPreview } from './scan-preview.tsx';
import { ScanningSection } from './scanning-section.tsx';
import { SeeingSection } from './seeing-section.tsx';
import styles from './settings.module.css';
import { SpeechSection } from './speech-section.tsx';
import { SwitchesSection } from './switches-section.tsx';
import { TimingsSection } from './timings-section.tsx';
import { type SaveState, useSettingsForm } from './use-settings-form.ts';

/** Whose settings the page changes: a learner's (her profile, through the outbox) or this tablet's own. */
export type SettingsOwner =
  | { kind: 'tablet' }
  | { kind: 'learner'; learnerId: string; name: string; settings: AccessSettings | null | undefined };

function savedMessage(state: SaveState, owner: SettingsOwner, dirty: boolean): string {
  if (state === 'saving') return 'Saving…';
  if (state === 'saved' && owner.kind === 'learner')
    return 'Saved on this tablet; it reaches your other tablets when online.';
  if (state === 'saved') return 'Saved on this tablet, for the whole class.';
  return dirty ? 'Changes not saved yet.' : '';
}

/** The settings form beside its live preview, with Save and Reset to defaults. */
export function SettingsEditor({ owner, onBack }: { owner: SettingsOwner; onBack: () => void }) {
  const tablet = useTabletSettings((state) => state.settings);
  // A profile kept by an older app lacks the settings added since: those take their defaults.
  const saved = owner.kind === 'learner' ? { ...DEFAULT_ACCESS_SETTINGS, ...owner.settings } : tablet;
  const form = useSettingsForm(saved, (settings) =>
    owner.kind === 'learner'
      ? saveLearnerSettings(owner.learnerId, settings)
      : useTabletSettings.getState().save(settings),
  );
  const lang = useSpeechContext((state) => state.lang);
  const [refused, setRefused] = useState(0);
  const [resetting, setResetting] = useState(false);
  const learnerName = owner.kind === 'learner' ? owner.name : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.save())) setRefused((count) => count + 1);
  };

  const { saveState } = form;
  return (
    <PageFrame
      title={learnerName ? `Access settings: ${learnerName}` : "This tablet's settings (whole class)"}
      onBack={onBack}
      backLabel="Learners"
    >
      <p className={styles.intro}>
        {learnerName
          ? `How ${learnerName} reaches the lessons: these apply on any of your tablets as soon as ${learnerName} is chosen under 'Who is learning?'.`
          : 'What the whole class, a group, and any learner without settings of their own are taught with on this tablet.'}
      </p>
      <div className={styles.layout}>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label="Access settings">
          <ErrorSummary errors={form.errors} attempt={refused} />
          <ScanningSection {...form} />
          <TimingsSection {...form} />
          <SwitchesSection {...form} />
          <HighlightSection {...form} />
          <SpeechSection {...form} lang={lang} learnerName={learnerName} />
          <SeeingSection {...form} />
          <div className={styles.actions}>
            <Button type="submit" disabled={saveState === 'saving'}>
              Save
            </Button>
            <Button variant="secondary" onClick={() => setResetting(true)}>
              Reset to defaults
            </Button>
            <p className={styles.saved} role="status">
              {savedMessage(saveState, owner, form.dirty)}
            </p>
          </div>
          {typeof saveState === 'object' && (
            <ErrorMessage error={saveState.failed} title="The settings could not be saved." />
          )}
        </form>
        <ScanPreview check={form.check} lang={lang} rate={form.draft.speechRate} pitch={form.draft.speechPitch} />
      </div>
      <ConfirmDialog
        open={resetting}
        title="Reset to defaults?"
        message="Every setting on this page goes back to its default: no scanning, no cues, speech at normal rate and pitch. Nothing is saved until you press Save."
        yesLabel="Reset"
        noLabel="Keep these"
        onYes={() => {
          setResetting(false);
          form.reset();
        }}
        onNo={() => setResetting(false)}
      />
      <LeaveGuard dirty={form.dirty} />
    </PageFrame>
  );
}
