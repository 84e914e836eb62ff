import { Card, Tabs } from 'antd';
import { useRouter } from 'next/router';
import { referenceText } from '@/locales/id';
import type { RefKind } from '@/services/ref';
import { REF_KIND_ORDER, REF_KINDS } from './ref-kinds';
import { RefTable } from './ref-table';

/** The six reference lists as tabs; the tab lives in `?tab=` so a reload keeps it. */
export function ReferenceTabs() {
  const router = useRouter();
  const tab = REF_KIND_ORDER.find((k) => k === router.query.tab) ?? 'status';
  return (
    <Card title={referenceText.title}>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => void router.replace({ pathname: router.pathname, query: { tab: key } }, undefined, { shallow: true })}
        items={REF_KIND_ORDER.map((kind: RefKind) => ({ key: kind, label: REF_KINDS[kind].label, children: <RefTable kind={kind} /> }))}
      />
    </Card>
  );
}
