import { useState } from 'react';
import { Flex } from '@/components/ui/flex';
import { Tabs } from '@/components/ui/tabs';
import { feedText } from '@/locales/id/feed';
import type { FeedSort } from '@/utils/schemas/feed';
import { PostComposer } from './post-composer';
import { PostList } from './post-list';

const TABS: { key: keyof typeof feedText.tabs; sort: FeedSort; mine?: boolean }[] = [
  { key: 'newest', sort: 'newest' },
  { key: 'likes', sort: 'likes' },
  { key: 'comments', sort: 'comments' },
  { key: 'mine', sort: 'newest', mine: true },
];

/** The feed page: the composer, then Terbaru, Terpopuler, Terbanyak dibahas and Postingan saya. */
export function FeedView() {
  const [active, setActive] = useState<string>('newest');
  return (
    <Flex vertical gap={16}>
      <PostComposer />
      <Tabs
        activeKey={active}
        onChange={setActive}
        phoneSelect={feedText.tabsLabel}
        items={TABS.map((tab) => ({
          key: tab.key,
          label: feedText.tabs[tab.key],
          // Only the open tab asks the API; the others wait until chosen.
          children: tab.key === active ? <PostList sort={tab.sort} mine={tab.mine} /> : null,
        }))}
      />
    </Flex>
  );
}
