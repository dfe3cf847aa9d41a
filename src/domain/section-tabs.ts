import type { AttentionTab, LearnIt, PlayTab } from './sections.ts';

// No zod here: the learn it and practise it pages find their tabs with this module, and zod stays
// off their path (sections.ts holds the schemas).

export function attentionTab(learnIt: LearnIt): AttentionTab | undefined {
  return learnIt.tabs.find((tab): tab is AttentionTab => tab.key === 'attention');
}

export function playTab(learnIt: LearnIt): PlayTab | undefined {
  return learnIt.tabs.find((tab): tab is PlayTab => tab.key === 'play');
}

export const YEAR_GROUP_KEYS = ['years01', 'years12', 'years34'] as const;
export type YearGroupKey = (typeof YEAR_GROUP_KEYS)[number];

/** Tab labels: the learner side calls the last group Years 2-4, the authoring side Years 3-4. */
export const LEARNER_YEAR_LABELS: Record<YearGroupKey, string> = {
  years01: 'Years 0-1',
  years12: 'Years 1-2',
  years34: 'Years 2-4',
};
export const AUTHOR_YEAR_LABELS: Record<YearGroupKey, string> = {
  years01: 'Years 0-1',
  years12: 'Years 1-2',
  years34: 'Years 3-4',
};
