import { type ScanCue, SPEECH_PITCH, SPEECH_RATE } from '#domain/access-settings';
import { VoicePicker } from '#ui/speech/voice-picker.tsx';
import { CheckField, type Option, RadioField, SliderField } from './fields.tsx';
import styles from './settings.module.css';
import type { SectionProps } from './use-settings-form.ts';

const CUES: readonly Option<ScanCue>[] = [
  { value: 'none', label: 'None' },
  { value: 'beep', label: 'A beep' },
  { value: 'speak', label: "Say the item's name" },
];

const times = (value: number) => `${value.toLocaleString('en', { minimumFractionDigits: 1 })}×`;

export interface SpeechSectionProps extends SectionProps {
  /** The course language the voice is chosen for. */
  lang: string;
  /** The learner's name, or null for this tablet's own settings. */
  learnerName: string | null;
}

/**
 * What the learner hears: a cue on each step, the rate and pitch of the voice (the learner's), tap
 * to hear, and the voice itself (the tablet's, kept on it for every learner).
 */
export function SpeechSection({ draft, set, errors, lang, learnerName }: SpeechSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="access-speech">
      <h2 id="access-speech" className={styles.heading}>
        Sounds and speech
      </h2>
      <RadioField
        field="cue"
        legend="On each step of the scan"
        options={CUES}
        value={draft.cue}
        error={errors.get('cue')}
        onChange={(cue) => set('cue', cue)}
      />
      <div className={styles.grid}>
        <SliderField
          field="speechRate"
          label="Speech rate"
          value={draft.speechRate}
          min={SPEECH_RATE.min}
          max={SPEECH_RATE.max}
          step={0.1}
          shown={times(draft.speechRate)}
          error={errors.get('speechRate')}
          onChange={(rate) => set('speechRate', rate)}
        />
        <SliderField
          field="speechPitch"
          label="Speech pitch"
          value={draft.speechPitch}
          min={SPEECH_PITCH.min}
          max={SPEECH_PITCH.max}
          step={0.1}
          shown={times(draft.speechPitch)}
          error={errors.get('speechPitch')}
          onChange={(pitch) => set('speechPitch', pitch)}
        />
      </div>
      <CheckField
        field="tapToHear"
        label="Tap to hear: a first touch says the item, a second touch uses it"
        checked={draft.tapToHear}
        onChange={(checked) => set('tapToHear', checked)}
      />
      <p className={styles.note}>
        The voice is this tablet's, for every learner on it; the rate and pitch are{' '}
        {learnerName ? `${learnerName}'s` : "this tablet's (whole class)"}. Try the voice at them:
      </p>
      <VoicePicker lang={lang} rate={draft.speechRate} pitch={draft.speechPitch} />
    </section>
  );
}
