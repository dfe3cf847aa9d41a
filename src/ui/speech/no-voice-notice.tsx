import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '#ui/button.tsx';
import { useOnline } from '#ui/use-online.ts';
import { languageName } from './language-name.ts';
import styles from './no-voice-notice.module.css';
import { onWordsUnheard, wordsWentUnheard } from './speaker.ts';
import { useSpeechAvailability } from './use-voices.ts';
import { deviceSynthesis, voicesFor } from './voices.ts';

// When she dismissed it, per language.
const TOLD_PREFIX = 'symbol-courses.no-voice-told.';
// Per primary language, as voices are matched: an en-GB course and an en one have the same voices.
const toldKey = (lang: string) => `${TOLD_PREFIX}${lang.toLowerCase().split(/[-_]/)[0]}`;

function wasTold(lang: string): boolean {
  try {
    return localStorage.getItem(toldKey(lang)) !== null;
  } catch {
    return false;
  }
}

function noteTold(lang: string, told: boolean): void {
  try {
    if (told) localStorage.setItem(toldKey(lang), new Date().toISOString());
    else localStorage.removeItem(toldKey(lang));
  } catch {
    // A tablet that keeps nothing tells her again next time, which is better than never.
  }
}

const INSTALL_A_VOICE =
  "Install a voice in the tablet's settings (for example Settings › Accessibility › Text-to-speech), or ask the course's author to record audio. Words that have recorded audio are still heard.";

/** What happened, and what she can do about it. */
function message(lang: string, online: boolean, availability: 'no-voice' | 'unsupported'): [string, string] {
  if (availability === 'unsupported') {
    return [
      'This browser can neither speak words nor play audio',
      'Open the course in Chrome, Edge, Safari or Firefox.',
    ];
  }
  if (!deviceSynthesis()) {
    return [
      'This browser cannot speak words aloud',
      "Open the course in Chrome, Edge, Safari or Firefox, or ask the course's author to record audio. Words that have recorded audio are still heard.",
    ];
  }
  // Internet voices listed while offline: the words can be spoken again once the tablet is online.
  const later = !online && voicesFor(lang).length > 0;
  const where = later ? ' while it is offline' : '';
  return [
    `No voice for ${languageName(lang)} is installed on this tablet, so words cannot be spoken${where}`,
    INSTALL_A_VOICE,
  ];
}

/**
 * Tells the teacher, once per tablet and language, that words of the course cannot be spoken
 * here, and what she can do. It stays until she dismisses it; once dismissed it does not come
 * back for that language, unless a voice for it was on the tablet since and is gone again (the
 * tablet changed, so she is told again).
 *
 * It shows when the tablet is offline with no voice of the language, when the learner's settings
 * rely on speech (`needed`: a spoken scan, tap to hear), or once words asked for went unheard;
 * not otherwise, so that a class that never uses speech is not told about it.
 */
export function NoVoiceNotice({ lang, needed = false }: { lang: string; needed?: boolean }) {
  const availability = useSpeechAvailability(lang);
  const online = useOnline();
  const unheard = useSyncExternalStore(onWordsUnheard, wordsWentUnheard);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    if (availability !== 'ready') return;
    noteTold(lang, false);
    setDismissed(null);
  }, [availability, lang]);

  if (availability !== 'no-voice' && availability !== 'unsupported') return null;
  if (online && !needed && !unheard) return null;
  if (dismissed === lang || wasTold(lang)) return null;
  const [problem, advice] = message(lang, online, availability);
  return (
    <div className={styles.notice} role="status">
      <p>
        <strong>{problem}.</strong> {advice}
      </p>
      <Button
        size="small"
        variant="secondary"
        onClick={() => {
          noteTold(lang, true);
          setDismissed(lang);
        }}
      >
        Dismiss
      </Button>
    </div>
  );
}
