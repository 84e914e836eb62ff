import { siasnText as t } from '@/locales/id/siasn';
import type { SiasnRecord } from '@/services/siasn';
import { useOwnProfile } from '@/hooks/profile/use-profile';
import { DataTable, type DataColumn } from '@/components/ui/data-table/data-table';
import { Flex } from '@/components/ui/flex';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { compareProfile, type Comparison } from '@/utils/rules/profile-match';
import { SubSection } from './sub-section';

const COLUMNS = [
  {
    key: 'field',
    title: t.utama.field,
    render: (row: Comparison) => (
      <Flex vertical gap={4} align="flex-start">
        <span>{t.utama.compared[row.key]}</span>
        <Tag color={row.same ? 'green' : 'orange'}>{row.same ? t.utama.same : t.utama.different}</Tag>
      </Flex>
    ),
  },
  { key: 'portal', title: t.utama.portal, from: 'md', render: (row: Comparison) => row.portal },
  { key: 'siasn', title: t.utama.siasn, from: 'md', render: (row: Comparison) => row.siasn },
  // A phone has room for two columns: both values, one under the other.
  {
    key: 'values',
    title: `${t.utama.portal} / ${t.utama.siasn}`,
    phoneOnly: true,
    render: (row: Comparison) => (
      <span>
        {`${t.utama.portal}: ${row.portal}`}
        <br />
        {`${t.utama.siasn}: ${row.siasn}`}
      </span>
    ),
  },
] satisfies DataColumn<Comparison>[];

/** The own account's name, NIP and e-mail on the portal beside SIASN's: Sesuai (green) or Berbeda (orange). */
export function ProfileComparison({ data }: { data: SiasnRecord }) {
  const { data: profile, isError } = useOwnProfile();
  // Without the portal's profile there is nothing to compare; the record itself still shows.
  if (isError) return null;
  return (
    <SubSection title={t.utama.comparison}>
      {!profile ? (
        <Skeleton rows={3} />
      ) : (
        <DataTable<Comparison>
          rows={compareProfile(profile.user, data)}
          rowKey={(row) => ['name', 'nip', 'email'].indexOf(row.key)}
          columns={COLUMNS}
          empty={null}
          testId="profile-comparison"
        />
      )}
    </SubSection>
  );
}
