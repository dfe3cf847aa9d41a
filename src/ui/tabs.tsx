import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './tabs.module.css';

export interface TabItem<Key extends string> {
  key: Key;
  label: ReactNode;
}

/** Accessible tabs: arrow keys move between them, only the chosen one is in the tab order. */
export function Tabs<Key extends string>({
  tabs,
  selected,
  onSelect,
  label,
  actions,
  children,
}: {
  tabs: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  label: string;
  /** Controls beside the tabs (a menu, a button): they share the row and never cover a tab. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef(new Map<Key, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <div>
      <div className={styles.bar}>
        <div role="tablist" aria-label={label} className={styles.list}>
          {tabs.map((tab, index) => (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) refs.current.set(tab.key, element);
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.key}`}
              aria-selected={tab.key === selected}
              aria-controls={`${id}-panel`}
              tabIndex={tab.key === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => move(event, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`}>
        {children}
      </div>
    </div>
  );
}
