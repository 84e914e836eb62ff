import { useState } from 'react';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { syncUnor } from '@/services/personnel-reports';
import type { UnorNode } from '@/utils/schemas/unor';
import { unorKeys } from '@/hooks/personnel-reports/keys';
import { useRefresh } from '@/hooks/personnel-reports/use-reports';
import { useDebouncedValue } from '@/hooks/tickets/use-debounced-value';
import { ReportSync, useReportSync } from '@/components/reports/report-sync';
import { withAntdScope } from '@/components/ui/antd-scope';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { SearchInput } from '@/components/ui/search-input';
import { Text } from '@/components/ui/text';
import { UnorDetails } from './unor-details';
import { UnorSearchResults } from './unor-search-results';
import { UnorTree } from './unor-tree';

const t = personnelReportsText.unor;

/** The tree (or the search's results) on the left, on top on a phone; the chosen unit beside it. */
function UnorExplorer() {
  const [unit, setUnit] = useState<UnorNode | null>(null);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const refresh = useRefresh(unorKeys.all);
  const unorSync = useReportSync({ kind: 'unor-sync', start: syncUnor });
  const selectedId = unit?.id ?? null;
  return (
    <Flex gap={16} wrap align="flex-start">
      <div style={{ flex: '1 1 320px', minWidth: 0, maxWidth: 520 }}>
        <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.treeTitle}</h2>} data-testid="unor-tree">
          <Flex vertical gap={12}>
            <ReportSync sync={unorSync} label={t.sync} onEnded={() => void refresh()} />
            <SearchInput label={t.search} placeholder={t.search} value={search} onChange={setSearch} onSearch={setSearch} />
            {term.length >= 2 ? (
              <UnorSearchResults term={term} selectedId={selectedId} onSelect={setUnit} />
            ) : (
              <>
                {term && <Text secondary>{t.searchHint}</Text>}
                <UnorTree selectedId={selectedId} onSelect={setUnit} />
              </>
            )}
          </Flex>
        </Panel>
      </div>
      <div style={{ flex: '999 1 480px', minWidth: 0 }}>
        <UnorDetails unit={unit} onSaved={setUnit} />
      </div>
    </Flex>
  );
}

export default withAntdScope(UnorExplorer);
