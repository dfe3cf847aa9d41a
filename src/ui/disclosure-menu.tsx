import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from './button.tsx';
import styles from './disclosure-menu.module.css';

/**
 * A button that opens a small list of actions below it (a disclosure, not an ARIA menu: the items
 * are ordinary links and buttons in the tab order). Escape, a click outside or choosing an item
 * closes it.
 */
export function DisclosureMenu({
  label,
  name,
  size = 'normal',
  children,
}: {
  label: string;
  /** The button's accessible name where its label alone is not enough (one menu per row). */
  name?: string;
  size?: 'normal' | 'small';
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // Choosing an item (any link or button inside) has done its job: close the list.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const closeOnChoice = (event: MouseEvent) => {
      if ((event.target as Element).closest('a, button')) setOpen(false);
    };
    element.addEventListener('click', closeOnChoice);
    return () => element.removeEventListener('click', closeOnChoice);
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className={buttonClass('secondary', size)}
        aria-label={name}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span aria-hidden="true" className={open ? styles.caretOpen : styles.caret}>
          ▾
        </span>
      </button>
      <div ref={panel} id={id} className={styles.panel} hidden={!open}>
        <ul className={styles.list}>{children}</ul>
      </div>
    </div>
  );
}

/** Class for a link or button inside a DisclosureMenu. */
export const menuItemClass = styles.item;
