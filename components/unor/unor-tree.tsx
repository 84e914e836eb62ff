import { useMemo, useState } from 'react';
import { Tree, type TreeDataNode } from 'antd';
import type { EventDataNode } from 'antd/es/tree';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import type { UnorNode } from '@/utils/schemas/unor';
import { useFetchUnorChildren, useUnorLevels, useUnorRoots } from '@/hooks/personnel-reports/use-unor';
import { LoadFailed } from '@/components/siasn-logs/load-failed';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useNotify } from '@/components/ui/use-notify';
import { UnorTitle } from './unor-flags';

const t = personnelReportsText.unor;

type UnitNode = TreeDataNode & { unit: UnorNode };

/** Tree nodes of `units`, with the children of the units already opened. */
function nodesOf(units: UnorNode[], levels: Record<string, UnorNode[] | undefined>): UnitNode[] {
  return units.map((unit) => {
    const children = levels[unit.id];
    return { key: unit.id, unit, title: <UnorTitle unit={unit} />, isLeaf: !unit.hasChildren, children: children && nodesOf(children, levels) };
  });
}

/**
 * The synced units a level at a time: the top units first, a unit's children when it is opened.
 * A level that fails to load closes again with a toast; opening it again retries.
 */
export function UnorTree({ selectedId, onSelect }: { selectedId: string | null; onSelect: (unit: UnorNode) => void }) {
  const roots = useUnorRoots();
  const fetchChildren = useFetchUnorChildren();
  const notify = useNotify();
  const [opened, setOpened] = useState<string[]>([]);
  const levels = useUnorLevels(opened);
  const treeData = useMemo(() => nodesOf(roots.data ?? [], levels), [roots.data, levels]);

  async function loadData(node: EventDataNode<UnitNode>) {
    try {
      await fetchChildren(node.unit.id);
      setOpened((current) => (current.includes(node.unit.id) ? current : [...current, node.unit.id]));
    } catch (error) {
      notify.error(error);
      throw error;
    }
  }

  if (roots.isError) return <LoadFailed error={roots.error} onRetry={() => void roots.refetch()} title={t.loadFailed} />;
  if (roots.isPending) return <Skeleton rows={8} />;
  if (roots.data.length === 0) return <EmptyState description={t.empty} />;
  return (
    <div style={{ maxHeight: '70vh', overflow: 'auto' }}>
      <Tree<UnitNode>
        treeData={treeData}
        loadData={loadData}
        selectedKeys={selectedId ? [selectedId] : []}
        onSelect={(_keys, { node, selected }) => selected && onSelect(node.unit)}
        showLine
        blockNode
      />
    </div>
  );
}
