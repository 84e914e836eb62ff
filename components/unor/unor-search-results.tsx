import { personnelReportsText } from '@/locales/id/personnel-reports';
import type { UnorNode } from '@/utils/schemas/unor';
import { useUnorSearch } from '@/hooks/personnel-reports/use-unor';
import { LoadFailed } from '@/components/siasn-logs/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Text } from '@/components/ui/text';
import { UnorTitle } from './unor-flags';

const t = personnelReportsText.unor;
const ITEM = { whiteSpace: 'normal', height: 'auto', textAlign: 'left', justifyContent: 'flex-start' } as const;

/** The units whose name holds `term`, as a flat list to pick from (in place of the tree). */
export function UnorSearchResults({ term, selectedId, onSelect }: { term: string; selectedId: string | null; onSelect: (unit: UnorNode) => void }) {
  const query = useUnorSearch(term);
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} title={t.loadFailed} />;
  if (!query.data) return <Skeleton rows={4} />;
  if (query.data.length === 0) return <Text secondary>{t.noResults}</Text>;
  return (
    <div data-testid="unor-search-results">
      <Text secondary>{t.results(query.data.length)}</Text>
      <ul style={{ listStyle: 'none', margin: '8px 0 0', padding: 0, maxHeight: '70vh', overflow: 'auto' }}>
        {query.data.map((unit) => (
          <li key={unit.id}>
            <Button type="text" block aria-pressed={unit.id === selectedId} style={ITEM} onClick={() => onSelect(unit)}>
              <UnorTitle unit={unit} />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
