import { useState } from 'react';
import { videoThumbnail } from '#domain/video';
import { keepShownMedia } from '#offline/keep-visited-media.ts';
import { Icon } from '#ui/icon.tsx';
import styles from './video-thumbnail.module.css';

/**
 * A video's thumbnail as a play button: the given thumbnail, else the one derived from a
 * YouTube link, else (or when it cannot load, e.g. offline) a plain play tile. A thumbnail that
 * loaded is kept on the device, so the page shows it again with the network gone.
 */
export function VideoThumbnail({
  url,
  thumbnail,
  label,
  onPlay,
  className = '',
}: {
  url: string;
  thumbnail?: string;
  /** The button's name, e.g. 'Play video 1'. */
  label: string;
  onPlay: () => void;
  className?: string;
}) {
  const src = videoThumbnail(url, thumbnail);
  const [failed, setFailed] = useState<string | undefined>();
  const showImage = Boolean(src) && failed !== src;
  return (
    <button type="button" className={`${styles.thumb} ${className}`} aria-label={label} onClick={onPlay}>
      {showImage ? (
        <img
          src={src}
          alt=""
          className={styles.image}
          loading="lazy"
          onLoad={() => src && keepShownMedia(src)}
          onError={() => setFailed(src)}
        />
      ) : (
        <span className={styles.tile} aria-hidden="true">
          <span className={styles.tileText}>Play video</span>
        </span>
      )}
      <span className={styles.play} aria-hidden="true">
        <Icon name="play" size={32} />
      </span>
    </button>
  );
}
