import { siasnText as t } from '@/locales/id/siasn';
import { date, number, text } from './record-fields';
import { tablesSection } from './rows-section';

/** Diklat/Kursus: structural training and courses, two tables (SIASN's own spelling: noSertipikat). */
export const DiklatSection = tablesSection('diklat', [
  {
    part: 'diklat',
    title: t.training.diklat,
    fields: [text('latihanStrukturalNama'), date('tanggal', 'md'), date('tanggalSelesai'), number('jumlahJam', 'md'), text('institusiPenyelenggara', 'lg'), text('nomor', 'lg')],
  },
  {
    part: 'kursus',
    title: t.training.kursus,
    fields: [
      text('namaKursus'),
      text('jenisKursusNama', 'md'),
      date('tanggalKursus', 'md'),
      date('tanggalSelesaiKursus'),
      number('jumlahJam', 'md'),
      text('institusiPenyelenggara', 'lg'),
      text('noSertipikat', 'lg'),
    ],
  },
]);
