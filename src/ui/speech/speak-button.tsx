import type { ReactNode } from 'react';
import { Icon } from '#ui/icon.tsx';
import styles from './speak-button.module.css';
import { useSpeech } from './use-speech.ts';

export interface SpeakButtonProps {
  /** The words said: the recording's when there is one, else a voice of the course's language. */
  text: string;
  audioUrl?: string | undefined;
  /** What the button shows (null: nothing); by default a speaker and 'Hear it'. */
  children?: ReactNode;
  /** What is heard, said to screen readers after what the button shows ('Hear it – the question'). */
  about?: string | undefined;
  /** Its whole accessible name, for a button that shows no text (a card's see-through cover). */
  label?: string | undefined;
  className?: string | undefined;
  /** Told each time the button is pressed (a game counts the audio a learner asks for). */
  onSpeak?: (() => void) | undefined;
}

/**
 * Says its words when pressed (by touch, key or switch): how a symbol's label, a card's title, a
 * question or an instruction is heard. Switch scanning's spoken cue and tap to hear say `text` too
 * (`data-speak`), not the button's label.
 */
export function SpeakButton({ text, audioUrl, children, about, label, className = '', onSpeak }: SpeakButtonProps) {
  const { speak } = useSpeech();
  return (
    <button
      type="button"
      className={`${styles.button} ${className}`}
      aria-label={label}
      data-speak={text}
      data-speak-audio={audioUrl || undefined}
      onClick={() => {
        onSpeak?.();
        void speak(text, audioUrl || undefined);
      }}
    >
      {children === undefined ? (
        <>
          <Icon name="speaker" /> Hear it
        </>
      ) : (
        children
      )}
      {about && <span className="visually-hidden"> – {about}</span>}
    </button>
  );
}

/**
 * A card that says its title when touched: a see-through SpeakButton over the whole card (which
 * must be positioned), so the card keeps its own markup and a touch anywhere on it is heard.
 */
export function HearCard({
  title,
  audioUrl,
  onSpeak,
}: {
  title: string;
  audioUrl?: string | undefined;
  onSpeak?: (() => void) | undefined;
}) {
  return (
    <SpeakButton
      text={title}
      audioUrl={audioUrl}
      label={`Hear “${title}”`}
      className={styles.overCard}
      onSpeak={onSpeak}
    >
      {null}
    </SpeakButton>
  );
}
