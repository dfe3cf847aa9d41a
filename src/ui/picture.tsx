import { type CSSProperties, useState } from 'react';
import styles from './picture.module.css';

export interface PictureProps {
  src: string | undefined;
  alt: string;
  className?: string;
  style?: CSSProperties;
  /** Decorative pictures are hidden from screen readers. */
  decorative?: boolean;
  /**
   * A picture the page opens with, in view before any scrolling: fetched as soon as it is in the
   * document, not once layout has found it in view (the default, for long lists and grids).
   */
  eager?: boolean;
}

/** An image, or a neutral placeholder when it has no source or cannot load (e.g. offline). */
export function Picture({ src, alt, className = '', style, decorative, eager }: PictureProps) {
  const [failed, setFailed] = useState<string | undefined>();
  if (!src || failed === src) {
    const placeholder = <PicturePlaceholderIcon />;
    if (decorative) {
      return (
        <div className={`${styles.placeholder} ${className}`} style={style} aria-hidden="true">
          {placeholder}
        </div>
      );
    }
    return (
      <div className={`${styles.placeholder} ${className}`} style={style} role="img" aria-label={alt}>
        {placeholder}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={decorative ? '' : alt}
      className={className}
      style={style}
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailed(src)}
    />
  );
}

/** A framed landscape: drawn rather than an emoji, which tablets without an emoji font show as a box. */
function PicturePlaceholderIcon() {
  return (
    <svg viewBox="0 0 24 24" width="40%" height="40%" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="9" cy="9.5" r="1.75" fill="currentColor" />
      <path
        d="M4 18l5-5 3.5 3.5L15 14l5 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
