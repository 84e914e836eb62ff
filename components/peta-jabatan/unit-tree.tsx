import { useMemo, useState } from 'react';
import { Tree, type TreeDataNode } from 'antd';
import type { EventDataNode } from 'antd/es/tree';
import { petaJabatanText as t } from '@/locales/id/peta-jabatan';
import type { PetaJabatanChild } from '@/utils/schemas/peta-jabatan';
import { useFetchPetaJabatan, usePetaJabatan } from '@/hooks/peta-jabatan/use-peta-jabatan';
import { LoadFailed } from '@/components/siasn-logs/load-failed';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useNotify } from '@/components/ui/use-notify';

export interface ChosenUnit {
  id: string;
  nama: string;
}

type UnitNode = TreeDataNode & ChosenUnit;

/** Tree nodes of `units`, with the children of those already loaded. */
function nodesOf(units: PetaJabatanChild[], loaded: Record<string, PetaJabatanChild[]>): UnitNode[] {
  return units.map((unit) => ({
    key: unit.id,
    id: unit.id,
    nama: unit.nama,
    title: unit.nama,
    isLeaf: !unit.hasChildren,
    children: loaded[unit.id] ? nodesOf(loaded[unit.id], loaded) : undefined,
  }));
}

/**
 * The province's units, a level at a time: the top units first, a unit's children when it is
 * opened (its job map, which the positions panel then reuses). A level that fails to load closes
 * again with a toast; opening it again retries.
 */
export function UnitTree({ selectedId, onSelect }: { selectedId: string | null; onSelect: (unit: ChosenUnit) => void }) {
  const root = usePetaJabatan(null);
  const fetchMap = useFetchPetaJabatan();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Record<string, PetaJabatanChild[]>>({});
  const treeData = useMemo(() => nodesOf(root.data?.children ?? [], loaded), [root.data, loaded]);

  async function loadData(node: EventDataNode<UnitNode>) {
    try {
      const map = await fetchMap(node.id);
      setLoaded((current) => ({ ...current, [node.id]: map.children }));
    } catch (error) {
      notify.error(error);
      throw error;
    }
  }

  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.treeTitle}</h2>} extra={root.data?.unor.nama} data-testid="peta-jabatan-tree">
      {root.isError ? (
        <LoadFailed error={root.error} onRetry={() => void root.refetch()} title={t.treeFailed} />
      ) : root.isPending ? (
        <Skeleton rows={8} />
      ) : (
        <div style={{ maxHeight: '70vh', overflow: 'auto' }}>
          <Tree<UnitNode>
            treeData={treeData}
            loadData={loadData}
            selectedKeys={selectedId ? [selectedId] : []}
            onSelect={(_keys, { node, selected }) => selected && onSelect({ id: node.id, nama: node.nama })}
            showLine
            blockNode
          />
        </div>
      )}
    </Panel>
  );
}
