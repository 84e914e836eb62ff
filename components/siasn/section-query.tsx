import type { ReactNode } from 'react';
import { useSiasnSection } from '@/hooks/siasn/use-siasn-section';
import { Flex } from '@/components/ui/flex';
import { siasnKeys } from '@/hooks/query-keys';
import type { PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';
import { SiasnPending } from './siasn-pending';
import { StaleBanner } from './stale-banner';

/** What every section view takes: `nip` null is the signed-in user's own record. */
export interface SectionProps {
  nip: string | null;
}

interface Props<T> extends SectionProps {
  section: PersonnelSectionKey;
  /** The section's `data`, as the API answers it (docs/personnel.md). */
  children: (data: T) => ReactNode;
}

/** Reads one section and draws it, or its waiting (slow after 3 s), error (with retry) and stale states. */
export function SectionQuery<T>({ nip, section, children }: Props<T>) {
  const query = useSiasnSection<T>(nip, section);
  if (query.isPending || query.isError) return <SiasnPending query={query} queryKey={siasnKeys.section(nip, section)} />;
  return (
    <Flex vertical gap={16}>
      {query.data.stale && <StaleBanner fetchedAt={query.data.fetchedAt} />}
      {children(query.data.data)}
    </Flex>
  );
}
