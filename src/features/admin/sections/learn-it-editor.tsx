import { useState } from 'react';
import { attentionTab, playTab } from '#domain/section-tabs';
import type { AttentionTab, LearnIt, PlayTab } from '#domain/sections';
import { Tabs } from '#ui/tabs.tsx';
import { AttentionStagesEditor } from './attention-stages-editor.tsx';
import { PlayContentEditor } from './play-content-editor.tsx';

type TabKey = 'attention' | 'play';

const EDITOR_TABS = [
  { key: 'attention', label: 'Attention' },
  { key: 'play', label: 'Play' },
] as const;

function withTab(learnIt: LearnIt, tab: AttentionTab | PlayTab): LearnIt {
  const has = learnIt.tabs.some((existing) => existing.key === tab.key);
  return {
    tabs: has ? learnIt.tabs.map((existing) => (existing.key === tab.key ? tab : existing)) : [...learnIt.tabs, tab],
  };
}

/** Learn It: the attention stages (first tab) and the play content (second tab). */
export function LearnItEditor({
  value,
  onChange,
  path,
}: {
  value: LearnIt;
  onChange: (value: LearnIt) => void;
  path: string;
}) {
  const [tab, setTab] = useState<TabKey>('attention');
  const attention = attentionTab(value) ?? { key: 'attention' as const, title: '', content: [] };
  const play = playTab(value) ?? {
    key: 'play' as const,
    title: '',
    playContent: { title: '', text: [], image: '', links: [] },
  };
  const position = (key: TabKey) => {
    const index = value.tabs.findIndex((existing) => existing.key === key);
    return `${path}.tabs.${index < 0 ? value.tabs.length : index}`;
  };
  return (
    <Tabs tabs={EDITOR_TABS} selected={tab} onSelect={setTab} label="Learn It tabs">
      {tab === 'attention' ? (
        <AttentionStagesEditor
          tab={attention}
          path={position('attention')}
          onChange={(next) => onChange(withTab(value, next))}
        />
      ) : (
        <PlayContentEditor tab={play} path={position('play')} onChange={(next) => onChange(withTab(value, next))} />
      )}
    </Tabs>
  );
}
