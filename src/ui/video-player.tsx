import { useState } from 'react';
import { withHttps } from '#domain/links';
import { isYoutubeLink, toEmbedUrl } from '#domain/video';
import { useOnline } from './use-online.ts';
import styles from './video-player.module.css';

/**
 * A link the browser's own player cannot play (a Vimeo page, a site's video page): instead of a
 * dead black player, the link to open it in a new tab.
 */
function OpenVideoLink({ url }: { url: string }) {
  return (
    <div className={`${styles.frame} ${styles.offline}`} role="note">
      <strong>This video cannot play here</strong>
      <a className={styles.open} href={withHttps(url)} target="_blank" rel="noopener noreferrer">
        Open the video<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}

/**
 * A video: YouTube links play embedded (they need internet: offline a clear tile says so
 * instead of a broken frame); any other link plays in the browser's own player when it can,
 * otherwise it is offered as a link to open in a new tab.
 */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const online = useOnline();
  const [unplayable, setUnplayable] = useState<string | undefined>();
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
  if (unplayable === url) return <OpenVideoLink url={url} />;
  return (
    // biome-ignore lint/a11y/useMediaCaption: author videos come without caption files
    <video
      className={styles.frame}
      src={url}
      controls
      playsInline
      title={title}
      onError={(event) => {
        // Only a link the player cannot use; a network error while offline stays the player's own.
        const code = event.currentTarget.error?.code;
        if (code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED || code === MediaError.MEDIA_ERR_DECODE) {
          setUnplayable(url);
        }
      }}
    />
  );
}
