import { memo, type ReactNode } from 'react';
import type { QuestionCard } from '#domain/play-it';
import { SpeakButton } from '#ui/speech/speak-button.tsx';
import { AudioButton } from './audio-button.tsx';
import { useAskedFor } from './game-evidence.ts';
import layout from './game-layout.module.css';
import { SpeakerIcon } from './icons.tsx';
import { QuestionCards } from './question-cards.tsx';
import styles from './question-header.module.css';
import { useAudioClip } from './use-audio-clip.ts';

/** How long after a level starts its question audio tries to play by itself. */
const QUESTION_AUDIO_DELAY_MS = 400;

function QuestionAudio({ src }: { src: string }) {
  const clip = useAudioClip(src, { autoPlayAfterMs: QUESTION_AUDIO_DELAY_MS });
  return <AudioButton clip={clip} label="Hear the question" asks="audio" />;
}

export interface QuestionHeaderProps {
  /** 'Level n of m'. */
  status: string;
  questionText: string;
  questionAudioSrc: string;
  questionCards: readonly QuestionCard[];
  avatarSrc?: string;
  /** Changes per level, so the question audio starts again on a new level. */
  levelKey: number;
  /** Shown at the end of the row (e.g. how many items are left). */
  extra?: ReactNode;
}

/**
 * The question of a level in one row: the level, avatar, question text, its audio (tried
 * automatically, with a button to hear it again) and its symbol cards. It renders again only when
 * its level does, not at each choice the learner makes.
 */
export const QuestionHeader = memo(function QuestionHeader({
  status,
  questionText,
  questionAudioSrc,
  questionCards,
  avatarSrc,
  levelKey,
  extra,
}: QuestionHeaderProps) {
  const askedForAudio = useAskedFor('audio');
  return (
    <div className={styles.header}>
      <p className={layout.status}>{status}</p>
      <div className={styles.question}>
        {avatarSrc && <img className={styles.avatar} src={avatarSrc} alt="" />}
        <h2 className={layout.question}>{questionText}</h2>
      </div>
      {/* The author's recording of the question, else a voice of the course's language. */}
      {questionAudioSrc ? (
        <QuestionAudio key={levelKey} src={questionAudioSrc} />
      ) : (
        questionText && (
          <SpeakButton text={questionText} onSpeak={askedForAudio}>
            <SpeakerIcon /> Hear the question
          </SpeakButton>
        )
      )}
      <QuestionCards cards={questionCards} label="Question cards" size="small" />
      {extra}
    </div>
  );
});
