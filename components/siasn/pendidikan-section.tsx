import { siasnText as t } from '@/locales/id';
import { Flex } from '@/components/ui/flex';
import { Tag } from '@/components/ui/tag';
import { letter, text, textOf, titles } from './record-fields';
import { rowsSection } from './rows-section';

/** Riwayat pendidikan; the degree a person was appointed with is marked. */
export const PendidikanSection = rowsSection('pendidikan', [
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
