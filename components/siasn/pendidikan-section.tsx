import Link from 'next/link';
import { siasnText as t } from '@/locales/id/siasn';
import { siasnServicesText } from '@/locales/id/siasn-services';
import { Flex } from '@/components/ui/flex';
import { GELAR_PATH } from '@/utils/catalogue/personnel-service-pages';
import { Tag } from '@/components/ui/tag';
import { letter, text, textOf, titles } from './record-fields';
import { rowsSection } from './rows-section';
import type { SectionProps } from './section-query';

/** Riwayat pendidikan; the degree a person was appointed with is marked. */
const PendidikanRows = rowsSection('pendidikan', [
  text('tkPendidikanNama'),
  {
    key: 'pendidikanNama',
    show: (row) => (
      <Flex gap={6} wrap align="center">
        <span>{textOf(row.pendidikanNama)}</span>
        {textOf(row.isPendidikanPertama) === '1' && <Tag color="blue">{t.firstEducation}</Tag>}
      </Flex>
    ),
  },
  text('namaSekolah', 'md'),
  text('tahunLulus'),
  titles('gelar', 'gelarDepan', 'gelarBelakang', 'md'),
  letter('ijazah', 'nomorIjasah', 'tglLulus', 'lg'),
]);

/** The rows and, on the own record, the way to the Gelar page (titles of these degrees in the name). */
export function PendidikanSection({ nip }: SectionProps) {
  return (
    <Flex vertical gap={12}>
      {nip === null && (
        <Link href={GELAR_PATH} style={{ alignSelf: 'flex-start' }} data-testid="gelar-link">
          {siasnServicesText.gelar.link}
        </Link>
      )}
      <PendidikanRows nip={nip} />
    </Flex>
  );
}
