import { useState } from 'react';
import { AUTHOR_YEAR_LABELS, YEAR_GROUP_KEYS, type YearGroupKey } from '#domain/section-tabs';
import type { PractiseIt } from '#domain/sections';
import styles from '#features/admin/common/editor.module.css';
import { TextAreaField } from '#features/admin/common/fields.tsx';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { Tabs } from '#ui/tabs.tsx';
import { LinksEditor } from './links-editor.tsx';

const YEAR_TABS = YEAR_GROUP_KEYS.map((key) => ({ key, label: AUTHOR_YEAR_LABELS[key] }));

/** Practise It: the PDF link, then content, image and links per year group, and the disclaimer. */
export function PractiseItEditor({
  value,
  onChange,
  path,
}: {
  value: PractiseIt;
  onChange: (value: PractiseIt) => void;
  path: string;
}) {
  const [year, setYear] = useState<YearGroupKey>('years01');
  const group = value[year];
  const label = AUTHOR_YEAR_LABELS[year];
  const set = (patch: Partial<typeof group>) => onChange({ ...value, [year]: { ...group, ...patch } });
  return (
    <div className={styles.stack}>
      <MediaField
        label="PDF resource link"
        kinds={['pdf', 'image']}
        value={value.pdfResource}
        path={`${path}.pdfResource`}
        onChange={(pdfResource) => onChange({ ...value, pdfResource })}
      />
      <Tabs tabs={YEAR_TABS} selected={year} onSelect={setYear} label="Year groups">
        <div className={styles.stack}>
          <TextAreaField
            label={`${label} content`}
            rows={4}
            value={group.content}
            path={`${path}.${year}.content`}
            onChange={(content) => set({ content })}
          />
          <MediaField
            label={`${label} image URL`}
            kinds={['image']}
            value={group.image}
            path={`${path}.${year}.image`}
            onChange={(image) => set({ image })}
          />
          <h4 className={styles.subheading}>{label} hyperlinks</h4>
          <LinksEditor links={group.links} path={`${path}.${year}.links`} onChange={(links) => set({ links })} />
        </div>
      </Tabs>
      <TextAreaField
        label="Disclaimer"
        value={value.disclaimer}
        path={`${path}.disclaimer`}
        onChange={(disclaimer) => onChange({ ...value, disclaimer })}
      />
    </div>
  );
}
