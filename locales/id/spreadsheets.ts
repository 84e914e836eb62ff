// Texts of the spreadsheet uploads (server/spreadsheets/read.ts): the reasons an upload is refused.
export const spreadsheetText = {
  notXlsx: 'Berkas harus berupa lembar kerja Excel (.xlsx).',
  unreadable: 'Berkas xlsx tidak dapat dibaca; simpan ulang dari Excel lalu unggah kembali.',
  noSheet: 'Berkas xlsx tidak memiliki lembar kerja.',
  missingHeader: 'Kolom tidak ditemukan pada baris judul (baris 1).',
  tooManyRows: (max: number) => `Berkas berisi lebih dari ${max.toLocaleString('id-ID')} baris data; bagi menjadi beberapa berkas.`,
  empty: 'Berkas tidak berisi baris data.',
  duplicate: (row: number) => `Nilai ini sudah dipakai pada baris ${row}.`,
  // The column of an error that concerns the whole file, not one cell.
  fileColumn: 'Berkas',
} as const;

/** The table of a refused upload's errors (the upload screens). */
export const spreadsheetErrorsText = {
  title: (n: number) => `Unggahan ditolak: ${n.toLocaleString('id-ID')} kesalahan`,
  row: 'Baris',
  column: 'Kolom',
  reason: 'Keterangan',
  wholeFile: 'Seluruh berkas',
  close: 'Tutup',
} as const;
