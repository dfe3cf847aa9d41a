import { useId, useState } from 'react';
import { Button } from '#ui/button.tsx';
import { useOnline } from '#ui/use-online.ts';
import { languageName } from './language-name.ts';
import type { SpeakResult } from './speaker.ts';
import { useSpeech } from './use-speech.ts';
import { useVoices } from './use-voices.ts';
import styles from './voice-picker.module.css';
import { chooseVoice, chosenVoice, deviceSynthesis, pickVoice } from './voices.ts';

const ENGLISH_SAMPLE = 'Hello! This is how I will read the words.';

/** What the voice says when tried: a sentence in English, else the language's own name ('Cymraeg', 'français'). */
function sampleFor(lang: string): string {
  if (lang.toLowerCase().startsWith('en')) return ENGLISH_SAMPLE;
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? ENGLISH_SAMPLE;
  } catch {
    return ENGLISH_SAMPLE;
  }
}

const TRY_PROBLEMS: Partial<Record<SpeakResult, string>> = {
  'no-voice': 'This voice needs internet, and the tablet is offline.',
  error: 'The voice did not speak. Try again, or choose another voice.',
};

/**
 * The tablet's voices for a course's language, to choose the one its learners hear (kept on this
 * tablet). `rate` and `pitch` let a learner's settings page try the voice as that learner hears it.
 */
export function VoicePicker({ lang, rate, pitch }: { lang: string; rate?: number; pitch?: number }) {
  const { voices, listed } = useVoices(lang);
  const online = useOnline();
  const { speak } = useSpeech({ lang, rate, pitch });
  const [tried, setTried] = useState<SpeakResult | null>(null);
  const [, setChoices] = useState(0);
  const id = useId();
  const name = languageName(lang);

  if (!listed) return <p className={styles.hint}>Looking for the tablet's voices…</p>;
  if (voices.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {deviceSynthesis()
          ? `This tablet has no voice for ${name}. Install one in the tablet's settings (for example Settings › Accessibility › Text-to-speech), then come back to this page. Until then only words with recorded audio are heard.`
          : 'This browser cannot speak words aloud. Open the course in Chrome, Edge, Safari or Firefox; until then only words with recorded audio are heard.'}
      </p>
    );
  }

  const chosen = voices.find((voice) => voice.voiceURI === chosenVoice(lang));
  const speaking = pickVoice(lang, online);
  const shown = chosen ?? speaking ?? voices[0];
  // A chosen voice from the internet, while offline: another speaks, and she should know which.
  const standIn = chosen && speaking && speaking.voiceURI !== chosen.voiceURI ? speaking : undefined;
  return (
    <div className={styles.picker}>
      <label htmlFor={id}>Voice for {name}</label>
      <div className={styles.row}>
        <select
          id={id}
          value={shown?.voiceURI}
          onChange={(event) => {
            chooseVoice(lang, event.target.value);
            setTried(null);
            setChoices((choices) => choices + 1);
          }}
        >
          {voices.map((voice) => (
            <option key={voice.voiceURI} value={voice.voiceURI}>
              {voice.name} ({voice.lang}), {voice.localService ? 'on this tablet' : 'needs internet'}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={() => speak(sampleFor(lang)).then(setTried)}>
          Try the voice
        </Button>
      </div>
      {standIn && (
        <p className={styles.hint}>
          {shown?.name} needs internet: while the tablet is offline, {standIn.name} speaks instead.
        </p>
      )}
      <p className={styles.problem} role="status">
        {tried && TRY_PROBLEMS[tried]}
      </p>
    </div>
  );
}
