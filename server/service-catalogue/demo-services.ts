export interface DemoService {
  slug: string;
  title: string;
  summary: string;
  content: string;
  requirements: string[];
  /** The seeded ticket sub-category a question goes to, by its category and name (server/db/seed/references.ts). */
  subCategory: { category: string; name: string };
}

// How an agency's staff would describe these services to its civil servants; admins edit the
// real texts in the portal. Procedures follow the national rules (SIASN, BKN technical approval).
const SUBMIT =
  '## Ke mana mengajukan\n\nBerkas diserahkan ke **pengelola kepegawaian perangkat daerah** Anda (Subbagian Umum dan Kepegawaian), yang mengunggah usulan di **SIASN**. BKD Provinsi Jawa Timur memverifikasi usulan; berkas yang belum lengkap dikembalikan melalui SIASN dengan catatannya.';

export const DEMO_SERVICES: DemoService[] = [
  {
    slug: 'kenaikan-pangkat',
    title: 'Kenaikan Pangkat',
    summary: 'Kenaikan pangkat reguler, pilihan (jabatan struktural atau fungsional) dan penyesuaian ijazah bagi PNS Pemerintah Provinsi Jawa Timur.',
    content: `Kenaikan pangkat adalah penghargaan atas prestasi kerja dan pengabdian PNS. Usulan diproses per **periode kenaikan pangkat** yang ditetapkan BKN; batas akhir unggah berkas tiap periode diumumkan BKD.

## Jenis kenaikan pangkat

- **Reguler**: paling singkat 4 tahun dalam pangkat terakhir, kinerja 2 tahun terakhir bernilai baik.
- **Pilihan**: bagi pejabat struktural dan fungsional sesuai jenjang jabatannya (fungsional dengan angka kredit yang cukup).
- **Penyesuaian ijazah**: setelah memperoleh ijazah yang lebih tinggi dengan izin belajar atau tugas belajar dan sesuai formasi jabatan.

## Langkah

1. Periksa data Anda di SIASN (pangkat, jabatan, pendidikan, kinerja). Ajukan perbaikan lebih dulu bila ada yang keliru.
2. Siapkan berkas persyaratan dalam bentuk PDF hasil pindai dokumen asli.
3. Pengelola kepegawaian perangkat daerah mengunggah usulan di SIASN sebelum batas periode.
4. BKD memverifikasi, lalu BKN memberi persetujuan teknis.
5. SK kenaikan pangkat terbit dan dapat diunduh di SIASN / MyASN.

${SUBMIT}

## Waktu

Verifikasi BKD umumnya 5 hari kerja sejak berkas lengkap; SK terbit pada tanggal periode kenaikan pangkat (TMT 1 bulan periode).`,
    requirements: [
      'SK pangkat terakhir',
      'SKP 2 tahun terakhir dengan predikat kinerja paling rendah Baik',
      'SK jabatan terakhir dan berita acara pelantikan (kenaikan pangkat pilihan)',
      'PAK (Penetapan Angka Kredit) terakhir bagi pejabat fungsional',
      'Ijazah dan transkrip nilai terakhir yang dilegalisir (penyesuaian ijazah)',
      'Surat izin belajar atau SK tugas belajar (penyesuaian ijazah)',
      'Surat pernyataan tidak sedang dijatuhi hukuman disiplin',
    ],
    subCategory: { category: 'Kepangkatan dan Jabatan', name: 'Kenaikan Pangkat' },
  },
  {
    slug: 'pensiun',
    title: 'Pensiun',
    summary: 'Pemberhentian dengan hak pensiun karena mencapai batas usia pensiun (BUP), atas permintaan sendiri, atau pensiun janda/duda.',
    content: `PNS yang mencapai **batas usia pensiun** (58 tahun bagi pejabat administrasi dan fungsional ahli muda ke bawah, 60 tahun bagi pejabat pimpinan tinggi dan fungsional ahli madya, 65 tahun bagi fungsional ahli utama) diberhentikan dengan hormat dengan hak pensiun.

## Langkah

1. Usulan diajukan **paling lambat 1 tahun sebelum** BUP agar SK terbit tepat waktu.
2. Lengkapi DPCP (Data Perorangan Calon Penerima Pensiun) beserta data keluarga yang menjadi tanggungan.
3. Pengelola kepegawaian mengunggah usulan pemberhentian di SIASN.
4. BKD memverifikasi, BKN memberi persetujuan teknis, lalu SK pensiun ditetapkan.
5. SK dan SKPP diteruskan ke PT Taspen untuk pembayaran pensiun pertama.

${SUBMIT}

## Waktu

Proses sejak berkas lengkap sampai SK pensiun umumnya 2-3 bulan; karena itu usulan tidak boleh mendekati BUP.`,
    requirements: [
      'SK CPNS dan SK PNS',
      'SK pangkat terakhir',
      'SK jabatan terakhir',
      'SKP 1 tahun terakhir',
      'DPCP yang ditandatangani pejabat yang berwenang',
      'Surat pernyataan tidak pernah dijatuhi hukuman disiplin tingkat sedang atau berat',
      'Akta nikah / buku nikah dan akta kelahiran anak yang masih menjadi tanggungan',
      'Kartu Keluarga dan KTP',
      'Pas foto terbaru berlatar merah',
    ],
    subCategory: { category: 'Pensiun dan Pemberhentian', name: 'Pensiun BUP' },
  },
  {
    slug: 'mutasi-pindah-instansi',
    title: 'Mutasi (Pindah Instansi)',
    summary: 'Pindah dari atau ke Pemerintah Provinsi Jawa Timur, antar kabupaten/kota, provinsi, atau instansi pusat.',
    content: `Mutasi antar instansi membutuhkan persetujuan **kedua Pejabat Pembina Kepegawaian** (instansi asal yang melepas dan instansi tujuan yang menerima) serta **persetujuan teknis BKN**.

## Langkah

1. Ajukan permohonan kepada pimpinan perangkat daerah dengan alasan pindah.
2. Dapatkan surat persetujuan melepas dari instansi asal dan surat persetujuan menerima dari instansi tujuan (berdasarkan kebutuhan formasi jabatan).
3. Pengelola kepegawaian instansi tujuan mengunggah usulan mutasi di SIASN.
4. BKN memberi persetujuan teknis; SK pindah ditetapkan oleh instansi tujuan.
5. Lapor diri di instansi tujuan dan urus SKPP (surat keterangan penghentian pembayaran gaji) dari instansi asal.

${SUBMIT}

## Waktu

Bergantung pada kedua instansi; setelah berkas lengkap di SIASN, persetujuan teknis BKN umumnya 2-4 minggu.`,
    requirements: [
      'Surat permohonan pindah dari PNS yang bersangkutan',
      'Surat persetujuan melepas dari PPK instansi asal',
      'Surat persetujuan menerima dari PPK instansi tujuan',
      'SK CPNS, SK PNS dan SK pangkat terakhir',
      'SK jabatan terakhir',
      'SKP 2 tahun terakhir',
      'Surat pernyataan tidak sedang menjalani hukuman disiplin, proses pidana, tugas belajar atau ikatan dinas',
      'Surat keterangan bebas temuan dari Inspektorat',
    ],
    subCategory: { category: 'Kepangkatan dan Jabatan', name: 'Mutasi dan Rotasi' },
  },
  {
    slug: 'perbaikan-nama',
    title: 'Perbaikan Nama',
    summary: 'Koreksi penulisan nama (atau tanggal lahir) yang berbeda antara data SIASN dan dokumen kependudukan atau ijazah.',
    content: `Nama di SIASN harus sama dengan dokumen dasar: **ijazah terakhir** dan **dokumen kependudukan**. Perbedaan satu huruf pun dapat menghambat kenaikan pangkat, pensiun dan pembayaran gaji.

## Langkah

1. Bandingkan nama di SIASN dengan akta kelahiran, KTP dan ijazah.
2. Bila perbedaan karena salah ketik pada data kepegawaian, cukup dokumen yang benar. Bila nama memang berganti, diperlukan **penetapan pengadilan**.
3. Pengelola kepegawaian mengunggah usulan perbaikan nama di SIASN.
4. BKD memverifikasi dan BKN menetapkan perbaikan data; nama baru tampil di SIASN dan MyASN.

${SUBMIT}

## Waktu

Umumnya 1-2 minggu sejak berkas lengkap.`,
    requirements: [
      'Surat permohonan perbaikan nama',
      'Akta kelahiran',
      'KTP dan Kartu Keluarga',
      'Ijazah terakhir',
      'SK CPNS dan SK pangkat terakhir',
      'Penetapan pengadilan bila nama berganti',
    ],
    subCategory: { category: 'SIASN', name: 'Peremajaan Data' },
  },
  {
    slug: 'pencantuman-gelar',
    title: 'Pencantuman Gelar',
    summary: 'Pencantuman gelar akademik dari pendidikan yang ditempuh dengan izin belajar atau tugas belajar.',
    content: `Gelar akademik dicantumkan dalam data kepegawaian bila pendidikannya ditempuh **dengan izin belajar atau tugas belajar** dan program studinya **terakreditasi** serta tercatat di PDDikti.

## Langkah

1. Pastikan ijazah tercatat di PDDikti dan akreditasi program studi berlaku saat lulus.
2. Perbarui riwayat pendidikan di SIASN (peremajaan data).
3. Pengelola kepegawaian mengunggah usulan pencantuman gelar di SIASN.
4. BKD memverifikasi; gelar tampil di SIASN dan dipakai pada SK berikutnya.

${SUBMIT}

## Waktu

Umumnya 5-10 hari kerja sejak berkas lengkap.`,
    requirements: [
      'Surat permohonan pencantuman gelar',
      'Ijazah dan transkrip nilai yang dilegalisir',
      'Surat izin belajar atau SK tugas belajar',
      'Bukti akreditasi program studi dan perguruan tinggi',
      'Tangkapan layar data lulusan di PDDikti',
      'SK pangkat terakhir',
    ],
    subCategory: { category: 'SIASN', name: 'Usulan Layanan' },
  },
  {
    slug: 'kartu-pegawai',
    title: 'Kartu Pegawai (Karpeg/KARIS/KARSU)',
    summary: 'Kartu Pegawai bagi PNS, serta Kartu Istri (KARIS) atau Kartu Suami (KARSU) bagi pasangannya; termasuk penggantian kartu yang hilang.',
    content: `**Karpeg** adalah identitas PNS; **KARIS/KARSU** adalah kartu bagi istri atau suami PNS yang sah. Karpeg kini tersedia juga dalam bentuk digital melalui aplikasi MyASN.

## Langkah

1. Pastikan data perkawinan dan keluarga sudah benar di SIASN.
2. Siapkan berkas (untuk KARIS/KARSU: laporan perkawinan pertama yang ditandatangani pimpinan).
3. Pengelola kepegawaian mengunggah usulan di SIASN.
4. BKD memverifikasi; BKN menerbitkan kartu.

${SUBMIT}

## Waktu

Umumnya 2-4 minggu sejak berkas lengkap. Kartu yang hilang diganti dengan surat keterangan kehilangan dari kepolisian.`,
    requirements: [
      'SK CPNS dan SK PNS',
      'Laporan perkawinan pertama (KARIS/KARSU)',
      'Akta nikah / buku nikah (KARIS/KARSU)',
      'Pas foto PNS atau pasangan terbaru',
      'KTP pasangan (KARIS/KARSU)',
      'Surat keterangan kehilangan dari kepolisian (penggantian kartu yang hilang)',
    ],
    subCategory: { category: 'SIASN', name: 'Usulan Layanan' },
  },
  {
    slug: 'cuti',
    title: 'Cuti',
    summary: 'Cuti tahunan, besar, sakit, melahirkan, karena alasan penting, dan cuti di luar tanggungan negara (CLTN).',
    content: `Jenis cuti PNS: **tahunan** (12 hari kerja setahun), **besar** (paling lama 3 bulan, setelah 5 tahun bekerja terus-menerus), **sakit**, **melahirkan** (3 bulan untuk anak pertama sampai ketiga), **karena alasan penting**, dan **di luar tanggungan negara** (paling lama 3 tahun).

## Langkah

1. Ajukan permohonan cuti kepada atasan langsung dengan formulir cuti.
2. Pejabat yang berwenang di perangkat daerah memberi keputusan cuti.
3. CLTN perlu persetujuan teknis BKN: pengelola kepegawaian mengunggah usulan di SIASN, BKD memverifikasi.

${SUBMIT}

## Waktu

Cuti selain CLTN diputuskan di perangkat daerah, umumnya sebelum tanggal mulai cuti. CLTN umumnya 1 bulan sejak berkas lengkap.`,
    requirements: [
      'Formulir permohonan cuti yang disetujui atasan langsung',
      'Surat keterangan dokter (cuti sakit lebih dari 1 hari, cuti melahirkan)',
      'Bukti alasan penting (cuti karena alasan penting)',
      'Surat permohonan dengan alasan dan persetujuan PPK (CLTN)',
      'SK pangkat terakhir (CLTN)',
    ],
    subCategory: { category: 'SIASN', name: 'Usulan Layanan' },
  },
  {
    slug: 'peninjauan-masa-kerja',
    title: 'Peninjauan Masa Kerja',
    summary: 'Penghitungan pengalaman kerja sebelum menjadi CPNS sebagai masa kerja golongan, yang memengaruhi gaji pokok.',
    content: `Pengalaman kerja sebelum diangkat sebagai CPNS (misalnya sebagai pegawai tidak tetap atau di perusahaan berbadan hukum) dapat diperhitungkan sebagai **masa kerja golongan**, sehingga gaji pokok menyesuaikan.

## Langkah

1. Kumpulkan bukti pengalaman kerja: SK pengangkatan dan pemberhentian dari tempat kerja sebelumnya.
2. Pengelola kepegawaian mengunggah usulan PMK di SIASN.
3. BKD memverifikasi, BKN memberi persetujuan teknis, lalu SK PMK ditetapkan.
4. Gaji pokok disesuaikan mulai bulan berikutnya setelah SK terbit.

${SUBMIT}

## Waktu

Umumnya 1 bulan sejak berkas lengkap.`,
    requirements: [
      'Surat permohonan peninjauan masa kerja',
      'SK CPNS dan SK PNS',
      'SK pangkat terakhir',
      'SK pengangkatan dan pemberhentian dari tempat kerja sebelumnya',
      'Surat keterangan pengalaman kerja dari pimpinan tempat kerja sebelumnya',
      'Ijazah yang dipakai saat melamar CPNS',
    ],
    subCategory: { category: 'SIASN', name: 'Usulan Layanan' },
  },
];
