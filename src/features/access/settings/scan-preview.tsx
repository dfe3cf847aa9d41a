import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AccessSettings } from '#domain/access-settings';
import { scanConfigOf } from '#domain/scan-config';
import { SwitchScanning } from '#features/access/scanning/switch-scanning.tsx';
import { Button } from '#ui/button.tsx';
import { useSpeech } from '#ui/speech/use-speech.ts';
import { PreviewTiles } from './preview-tiles.tsx';
import styles from './settings.module.css';
import type { DraftCheck } from './settings-draft.ts';
import { switchHint } from './switch-hint.ts';

export interface ScanPreviewProps {
  /** The draft, checked: the preview runs with it as soon as it is right, saved or not. */
  check: DraftCheck;
  lang: string;
  rate: number;
  pitch: number;
}

/**
 * The scan as the learner will have it, with the settings not saved yet: six tiles scanned at the
 * chosen timings, in the chosen highlight, with the chosen cues. Scanning takes the switch keys of
 * the whole page, so it runs only between 'Try it with the switch' and 'Stop trying' (or Escape),
 * and rests while a dialog asks the teacher something.
 */
export function ScanPreview({ check, lang, rate, pitch }: ScanPreviewProps) {
  const json = check.ok ? JSON.stringify(check.settings) : null;
  // The same objects while the values are the same: the scan starts again only when one changes.
  const settings = useMemo(() => (json ? (JSON.parse(json) as AccessSettings) : null), [json]);
  const config = useMemo(() => settings && scanConfigOf(settings), [settings]);
  const [trying, setTrying] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const findRoot = useCallback(() => (document.querySelector('dialog[open]') ? null : root.current), []);
  const tryId = useId();
  const { speak } = useSpeech({ lang, rate, pitch });

  useEffect(() => {
    if (!trying) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTrying(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [trying]);

  // Stopped, the focus goes back to where she started the preview (the scan had moved it to the tiles).
  const wasTrying = useRef(false);
  useEffect(() => {
    if (wasTrying.current && !trying) document.getElementById(tryId)?.focus();
    wasTrying.current = trying;
  }, [trying, tryId]);

  // The learner's settings that make the lessons speak an item make the preview say the choice.
  const speaks = settings?.cue === 'speak' || settings?.tapToHear === true;
  const choose = (word: string) => {
    setChosen(word);
    if (speaks) void speak(word);
  };

  const hint = settings && switchHint(settings);
  const waiting = check.ok
    ? config
      ? null
      : 'Scanning is off: choose a way of scanning under Switch scanning to try it here.'
    : `The preview waits for the settings to be right. ${[...check.errors.values()][0]}.`;

  return (
    <aside className={styles.preview} aria-labelledby="access-preview">
      <h2 id="access-preview" className={styles.heading}>
        Try it
      </h2>
      <p className={styles.note}>
        Scan these pictures with the settings on this page, saved or not.{hint && ` ${hint}`}
      </p>
      {trying ? (
        // The teacher's control: never a switch, not even under a screen-wide tap switch.
        <div className={styles.stopBar} data-scan-control>
          <Button variant="danger" onClick={() => setTrying(false)}>
            Stop trying
          </Button>
          <span className={styles.hint}>or press Escape</span>
        </div>
      ) : (
        <Button
          id={tryId}
          disabled={!config}
          onClick={() => {
            setChosen(null);
            setTrying(true);
          }}
        >
          Try it with the switch
        </Button>
      )}
      {waiting && <p className={styles.note}>{waiting}</p>}
      <div ref={root} className={styles.previewRoot}>
        <PreviewTiles onChoose={choose} />
      </div>
      <p className={styles.chosen} role="status">
        {chosen && `You chose: ${chosen}`}
      </p>
      {trying && config && settings && (
        <SwitchScanning config={config} settings={settings} findRoot={findRoot} control={false} speak={speak} />
      )}
    </aside>
  );
}
