import { pagerText } from './pager';

/** /admin/akses-data and the dashboard's card (docs/privacy.md). */
export const accessReportsText = {
  title: 'Laporan akses data pegawai',
  intro: 'Siapa di antara petugas membuka data kepegawaian orang lain, per petugas dan per unit kerja orang yang dibuka. Ekspor dan laporan yang memuat data pegawai ikut dihitung.',
  range: 'Rentang tanggal',
  rangeInvalid: 'Tanggal akhir tidak boleh sebelum tanggal awal',
  rangeStart: 'Dari tanggal',
  rangeEnd: 'Sampai tanggal',
  perReader: 'Per petugas',
  perUnit: 'Per unit kerja',
  columns: {
    reader: 'Petugas',
    role: 'Peran',
    reads: 'Jumlah akses',
    people: 'Pegawai dibuka',
    readers: 'Jumlah petugas',
    lastAt: 'Akses terakhir',
    unit: 'Unit kerja (OPD)',
  },
  unknownUnit: 'Tidak ada pada daftar pegawai',
  empty: 'Tidak ada akses data pada rentang ini.',
  readerPager: { ...pagerText('Halaman petugas', 'Petugas per halaman'), total: (n: number) => `${n} petugas` },
  unitPager: { ...pagerText('Halaman unit kerja', 'Unit per halaman'), total: (n: number) => `${n} unit` },
  unusual: {
    title: 'Volume akses tidak wajar',
    rule: 'Petugas yang pada satu hari membuka lebih dari 3 kali median petugas lain hari itu, dan sedikitnya 20 pegawai.',
    line: (reader: string, people: number, day: string, median: number) => `${reader} membuka data ${people} pegawai pada ${day} (median petugas: ${median})`,
    none: 'Tidak ada petugas dengan volume akses tidak wajar pada rentang ini.',
    cardTitle: 'Akses data pegawai: volume tidak wajar (7 hari terakhir)',
    open: 'Buka laporan akses data',
  },
};
