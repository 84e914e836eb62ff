import { Card, Grid, Select, Tabs } from 'antd';
import { useRouter } from 'next/router';
import { referenceText } from '@/locales/id';
import type { RefKind } from '@/services/ref';
import { REF_KIND_ORDER, REF_KINDS } from './ref-kinds';
import { RefTable } from './ref-table';

/**
 * The six reference lists as tabs; the tab lives in `?tab=` so a reload keeps it. Under antd's
 * `md` breakpoint six tabs do not fit, and antd's "more" button inside the tab list is not a
 * tab (axe: aria-required-children), so a select picks the list instead.
 */
export function ReferenceTabs() {
  const router = useRouter();
  const compact = Grid.useBreakpoint().md === false;
  const tab = REF_KIND_ORDER.find((k) => k === router.query.tab) ?? 'status';
  const choose = (key: string) => void router.replace({ pathname: router.pathname, query: { tab: key } }, undefined, { shallow: true });
  const options = REF_KIND_ORDER.map((kind: RefKind) => ({ value: kind, label: REF_KINDS[kind].label }));
  return (
    <Card title={referenceText.title}>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={choose}
        renderTabBar={
          compact
            ? () => <Select value={tab} onChange={choose} options={options} aria-label={referenceText.title} style={{ width: '100%', marginBottom: 12 }} />
            : undefined
        }
        items={REF_KIND_ORDER.map((kind: RefKind) => ({ key: kind, label: REF_KINDS[kind].label, children: <RefTable kind={kind} /> }))}
      />
    </Card>
  );
}
