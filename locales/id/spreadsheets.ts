// Texts of the spreadsheet uploads (server/spreadsheets/read.ts): the reasons an upload is refused.
export const spreadsheetText = {
  notXlsx: 'Berkas harus berupa lembar kerja Excel (.xlsx).',
  unreadable: 'Berkas xlsx tidak dapat dibaca; simpan ulang dari Excel lalu unggah kembali.',
  noSheet: 'Berkas xlsx tidak memiliki lembar kerja.',
  missingHeader: 'Kolom tidak ditemukan pada baris judul (baris 1).',
  tooLargeOpened: (bytes: number) => `Isi berkas terlalu besar setelah dibuka (lebih dari ${Math.round(bytes / 1024 / 1024)} MB); bagi menjadi beberapa berkas.`,
  tooManyEntries: (max: number) => `Berkas xlsx berisi lebih dari ${max} bagian; simpan ulang dari Excel lalu unggah kembali.`,
  tooLargeToRead: 'Isi berkas terlalu besar untuk dibaca; bagi menjadi beberapa berkas.',
  tooSlow: 'Berkas terlalu lama dibaca; simpan ulang dari Excel atau bagi menjadi beberapa berkas.',
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
