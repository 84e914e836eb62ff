import { useRouter } from 'next/router';
import { referenceText } from '@/locales/id/reference';
import { Panel } from '@/components/ui/panel';
import { Tabs } from '@/components/ui/tabs';
import { REF_KIND_ORDER, REF_KINDS } from './ref-kinds';
import { RefTable } from './ref-table';

/**
 * The six reference lists as tabs; the tab lives in `?tab=` so a reload keeps it. Six tabs do not
 * fit a phone: below md a select picks the list instead. Only the open list is mounted (and asked
 * of the API).
 */
export function ReferenceTabs() {
  const router = useRouter();
  const tab = REF_KIND_ORDER.find((k) => k === router.query.tab) ?? 'status';
  const choose = (key: string) => void router.replace({ pathname: router.pathname, query: { tab: key } }, undefined, { shallow: true });
  return (
    <Panel title={referenceText.title}>
      <Tabs
        activeKey={tab}
        onChange={choose}
        phoneSelect={referenceText.title}
        items={REF_KIND_ORDER.map((kind) => ({ key: kind, label: REF_KINDS[kind].label, children: kind === tab && <RefTable kind={kind} /> }))}
      />
    </Panel>
  );
}
