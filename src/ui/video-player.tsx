import { useSyncExternalStore } from 'react';
import { isYoutubeLink, toEmbedUrl } from '#domain/video';
import styles from './video-player.module.css';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/**
 * A video: YouTube links play embedded (they need internet: offline a clear tile says so
 * instead of a broken frame); any other link plays in the browser's own player.
 */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const online = useOnline();
  if (isYoutubeLink(url)) {
    if (!online) {
      return (
        <div className={`${styles.frame} ${styles.offline}`} role="note">
          <span aria-hidden="true">📶</span>
          <strong>This video needs internet</strong>
          <span>YouTube videos cannot play offline. Connect to the internet to watch it.</span>
        </div>
      );
    }
    return (
      <iframe
        className={styles.frame}
        src={toEmbedUrl(url)}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    );
  }
  // biome-ignore lint/a11y/useMediaCaption: author videos come without caption files
  return <video className={styles.frame} src={url} controls playsInline title={title} />;
}
