import { useState } from 'react';
import type { SayIt } from '#domain/sections';
import { useFinish } from '#features/activities/shared/use-finish.ts';
import { Button } from '#ui/button.tsx';
import { Icon } from '#ui/icon.tsx';
import { Picture } from '#ui/picture.tsx';
import { HearCard, SpeakButton } from '#ui/speech/speak-button.tsx';
import { VideoModal } from '#ui/video-modal.tsx';
import styles from './say-it.module.css';

export interface SayItActivityProps {
  section: SayIt;
}

/** Say it, sign it: the word in large letters, its illustrations and a 'Watch Video' button. */
export function SayItActivity({ section }: SayItActivityProps) {
  const [playing, setPlaying] = useState(false);
  const finish = useFinish();
  const hasVideo = section.video.trim() !== '';
  const illustrations = section.illustrations.filter((item) => item.image.trim() || item.text.trim());
  return (
    <div className={styles.activity}>
      <div className={styles.head}>
        <h2 className={styles.word}>{section.title}</h2>
        {section.title.trim() && (
          <SpeakButton text={section.title} about={`“${section.title}”`} onSpeak={hasVideo ? undefined : finish} />
        )}
        {hasVideo && (
          <Button
            className={styles.watch}
            onClick={() => {
              finish();
              setPlaying(true);
            }}
          >
            <Icon name="play" /> Watch Video
          </Button>
        )}
      </div>
      {illustrations.length > 0 && (
        <ul className={styles.illustrations}>
          {illustrations.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: illustrations are only known by their place
            <li key={index}>
              <figure className={styles.illustration}>
                <Picture
                  src={item.image}
                  alt={section.title ? `${section.title} – picture ${index + 1}` : `Picture ${index + 1}`}
                  className={styles.image}
                  eager
                />
                {item.text && <figcaption className={styles.text}>{item.text}</figcaption>}
                {item.text && <HearCard title={item.text} />}
              </figure>
            </li>
          ))}
        </ul>
      )}
      <VideoModal url={playing ? section.video : undefined} title="Say It" onClose={() => setPlaying(false)} />
    </div>
  );
}
