import { siasnText as t } from '@/locales/id/siasn';
import { number, Stacked, text, textOf } from './record-fields';
import { quadrant, rating } from './performance-fields';
import { tablesSection } from './rows-section';

/** Kinerja (SKP): the SKP 2022+ rows with their quadrant, then the older SKP (scores out of 100). */
export const KinerjaSection = tablesSection('laporan-kinerja', [
  {
    part: 'skp22',
    title: t.performance.skp22,
    // SIASN's own capitals: KuadranKinerjaNilai, PerilakuKerjaNilai.
    fields: [
      text('tahun'),
      rating('hasilKinerjaNilai', 'hasilKinerjaNilai', 'hasilKinerja'),
      rating('perilakuKerjaNilai', 'PerilakuKerjaNilai', 'perilakuKerja', 'md'),
      quadrant('KuadranKinerjaNilai'),
      { key: 'namaPenilai', from: 'lg', show: (row) => <Stacked main={textOf(row.namaPenilai)} sub={textOf(row.penilaiJabatanNm)} /> },
    ],
  },
  {
    part: 'skp',
    title: t.performance.skp,
    fields: [text('tahun'), number('nilaiSkp'), number('nilaiPerilakuKerja', 'md'), number('nilaiPrestasiKerja'), text('konversiNilai', 'md'), text('penilaiNama', 'lg')],
  },
]);
