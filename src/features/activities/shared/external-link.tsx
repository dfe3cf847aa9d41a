import type { MouseEvent, ReactNode } from 'react';
import { withHttps } from '#domain/links';
import { saveSiteFile } from './save-site-file.ts';

/**
 * A file of this site is saved through fetch, so that it also comes from the offline copy; if
 * it cannot be had, it opens in a new tab, where the service worker says it is not saved here.
 */
function saveOnClick(event: MouseEvent<HTMLAnchorElement>) {
  const url = new URL(event.currentTarget.href);
  if (url.origin !== location.origin || event.ctrlKey || event.metaKey || event.shiftKey) return;
  event.preventDefault();
  void saveSiteFile(url).then((saved) => {
    if (!saved) window.open(url, '_blank', 'noopener');
  });
}

/** A link that opens in a new tab; an address typed without http(s):// gets https:// added. */
export function ExternalLink({
  href,
  children,
  className,
  download,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  /** Ask the browser to save the file rather than show it (where the file's server allows). */
  download?: boolean;
}) {
  return (
    <a
      href={withHttps(href)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      {...(download ? { download: '', onClick: saveOnClick } : {})}
    >
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
