import dynamic from 'next/dynamic';
import { siasnText as t } from '@/locales/id/siasn';
import type { SiasnRecord } from '@/services/siasn';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { formatRupiah } from '@/utils/format/currency';
import { formatRecordDate } from '@/utils/format/record-date';
import { date, facts, Stacked, textOf, type FieldSpec } from './record-fields';
import { IpAsnCard } from './ip-asn-card';
import { ageText, nameWithTitles } from './person';
import { ProfileComparison } from './profile-comparison';
import { OwnRecordLinks } from './own-record-links';
import { eselonName } from './record-tags';
import { POSITION_FIELD, RANK_FIELD, UNIT_FIELD } from './person-fields';
import { SectionQuery, type SectionProps } from './section-query';
import { SiasnPhoto } from './siasn-photo';
import { Skeleton } from '@/components/ui/skeleton';
import { ipAsnHref } from './ip-asn-paths';
import styles from './siasn.module.css';

// The agency's assessment cards load after Data Utama itself: their code is not in its first load.
const AssessmentCards = dynamic(() => import('./assessment-cards'), { ssr: false, loading: () => <Skeleton rows={4} /> });

const FIELDS: FieldSpec[] = [
  RANK_FIELD,
  date('tmtGolAkhir'),
  POSITION_FIELD,
  { key: 'eselon', show: (row) => eselonName(row.eselonId, row.eselon) },
  date('tmtJabatan'),
  UNIT_FIELD,
  { key: 'instansiKerjaNama' },
  { key: 'jenisPegawaiNama' },
  date('tmtCpns'),
  date('tmtPns'),
  { key: 'tglLahir', show: (row) => <Stacked main={formatRecordDate(row.tglLahir)} sub={textOf(row.tempatLahir)} /> },
  { key: 'umur', show: (row) => ageText(row.tglLahir) },
  { key: 'masaKerja' },
  { key: 'pendidikanTerakhirNama' },
  { key: 'gajiPokok', show: (row) => formatRupiah(textOf(row.gajiPokok)) },
  date('tmtPensiun'),
];

function Identity({ nip, data }: { nip: string | null; data: SiasnRecord }) {
  const name = nameWithTitles(data.gelarDepan, data.nama, data.gelarBelakang);
  return (
    <div className={styles.identity}>
      <SiasnPhoto nip={nip} name={name} />
      <Flex vertical gap={12}>
        <div>
          <Text strong style={{ fontSize: 18 }} data-testid="siasn-name">
            {name}
          </Text>
          <br />
          <Text secondary>{`${t.fields.nipBaru} ${textOf(data.nipBaru)}`}</Text>
        </div>
        <Flex gap={6} wrap>
          <Tag color="blue">{textOf(data.statusPegawai)}</Tag>
          <Tag>{textOf(data.kedudukanPnsNama)}</Tag>
        </Flex>
        <FactList columns={2} items={facts(data, FIELDS)} data-testid="data-utama" />
      </Flex>
    </div>
  );
}

/** Data Utama: who the person is in SIASN, this year's IP ASN and, on the own record, the portal profile beside it. */
export function DataUtamaSection({ nip }: SectionProps) {
  return (
    <SectionQuery<SiasnRecord> nip={nip} section="data-utama">
      {(data) => (
        <>
          <Identity nip={nip} data={data} />
          <IpAsnCard nip={textOf(data.nipBaru)} detailHref={ipAsnHref(nip)} />
          <AssessmentCards nip={nip} />
          {nip === null && <ProfileComparison data={data} />}
          {nip === null && <OwnRecordLinks />}
        </>
      )}
    </SectionQuery>
  );
}
