import type { ReactNode } from 'react';
import { withHttps } from '#domain/links';

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
      {...(download ? { download: '' } : {})}
    >
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
