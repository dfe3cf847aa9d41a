import { useNavigate } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A real link to a path of this app that is only known as a string (a stored progress url, a
 * page another area owns): a plain click navigates inside the app, a modified click (new tab,
 * new window) is left to the browser.
 */
export function AppPathLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
  return <a href={href} onClick={follow} {...props} />;
}
