import { use, useState } from 'react';
import { LEARNER_YEAR_LABELS, YEAR_GROUP_KEYS, type YearGroupKey } from '#domain/section-tabs';
import type { PractiseIt } from '#domain/sections';
import { ExternalLink } from '#features/activities/shared/external-link.tsx';
import { LinkList } from '#features/activities/shared/link-list.tsx';
import { FinishActivity } from '#features/activities/shared/use-finish.ts';
import { Button } from '#ui/button.tsx';
import { DisclosureMenu, menuItemClass } from '#ui/disclosure-menu.tsx';
import { Icon } from '#ui/icon.tsx';
import { Picture } from '#ui/picture.tsx';
import { Tabs } from '#ui/tabs.tsx';
import styles from './practise-it.module.css';

export interface PractiseItActivityProps {
  section: PractiseIt;
}

const TABS = YEAR_GROUP_KEYS.map((key) => ({ key, label: LEARNER_YEAR_LABELS[key] }));

/** Practise it: a table task per year group (Years 0-1, 1-2, 2-4), the disclaimer and the lesson PDF. */
export function PractiseItActivity({ section }: PractiseItActivityProps) {
  const [selected, setSelected] = useState<YearGroupKey>('years01');
  // The task happens at the table: the teacher says when it was done (not in an editor's preview).
  const finish = use(FinishActivity);
  const [done, setDone] = useState(false);
  const group = section[selected];
  const label = LEARNER_YEAR_LABELS[selected];
  const heading = group.content.split('\n').find((line) => line.trim()) ?? '';
  return (
    <div className={styles.activity}>
      <Tabs
        tabs={TABS}
        selected={selected}
        onSelect={setSelected}
        label="Year groups"
        actions={
          section.pdfResource.trim() && (
            <DisclosureMenu label="Download Options">
              <li>
                <ExternalLink href={section.pdfResource} className={menuItemClass} download>
                  <Icon name="file" /> Download Lesson PDF
                </ExternalLink>
              </li>
            </DisclosureMenu>
          )
        }
      >
        <div className={styles.panel}>
          {group.image.trim() && (
            <Picture
              src={group.image}
              alt={heading.trim() ? `${heading.trim()} (${label})` : label}
              className={styles.image}
            />
          )}
          <div className={styles.body}>
            {group.content.trim() ? (
              <p className={styles.content}>{group.content}</p>
            ) : (
              <p className={styles.none}>There is no table task for {label} yet.</p>
            )}
            <LinkList links={group.links} label={`Links for ${label}`} />
          </div>
        </div>
      </Tabs>
      {finish && (
        <p className={styles.finish} data-scan-skip="teacher">
          <Button
            variant="secondary"
            disabled={done}
            onClick={() => {
              finish();
              setDone(true);
            }}
          >
            {done ? 'Table task recorded as done' : 'We did the table task'}
          </Button>
        </p>
      )}
      {section.disclaimer.trim() && (
        <aside className={styles.disclaimer} aria-label="Disclaimer">
          <Icon name="warning" size={24} className={styles.disclaimerIcon} />
          <p>{section.disclaimer}</p>
        </aside>
      )}
    </div>
  );
}
