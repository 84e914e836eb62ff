import { useState } from 'react';
import { withAntdScope } from '@/components/ui/antd-scope';
import { Flex } from '@/components/ui/flex';
import { PositionPanel } from './position-panel';
import { UnitTree, type ChosenUnit } from './unit-tree';

/** The tree on the left (on top on a phone), the chosen unit's positions beside it. */
function PetaJabatanExplorer() {
  const [unit, setUnit] = useState<ChosenUnit | null>(null);
  return (
    <Flex gap={16} wrap align="flex-start">
      <div style={{ flex: '1 1 320px', minWidth: 0, maxWidth: 480 }}>
        <UnitTree selectedId={unit?.id ?? null} onSelect={setUnit} />
      </div>
      <div style={{ flex: '999 1 480px', minWidth: 0 }}>
        <PositionPanel unit={unit} />
      </div>
    </Flex>
  );
}

export default withAntdScope(PetaJabatanExplorer);
