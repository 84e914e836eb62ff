import type { FeedbackName } from '@/utils/rules/feedback-name';
import type { PriorityCode, StatusCode } from '@/utils/schemas/tickets';

export interface DemoTicket {
  requester: 'user' | 'user2' | 'pttpk' | 'tamu';
  title: string;
  description: string;
  subCategory: string;
  status: StatusCode;
  priority?: PriorityCode;
  published?: boolean;
  pinned?: boolean;
  stars?: number;
  /** The requester's comment with the stars (the landing shows five-star ones the requester agreed to publish). */
  comment?: string;
  /** The requester agreed to show the feedback on the landing page, under this name. */
  publish?: FeedbackName;
  /** The agent's reply, if any (an accepted answer once the ticket is SELESAI). */
  reply?: string;
  hoursAgo: number;
}

// Synthetic questions of the kind the agency receives; none of these people or cases exist.
export const DEMO_TICKETS: DemoTicket[] = [
  {
    requester: 'user',
    title: 'Usulan kenaikan pangkat April belum diproses',
    description: 'Usulan kenaikan pangkat saya periode April sudah diverifikasi instansi, tetapi statusnya masih **Input Berkas**. Mohon dicek.',
    subCategory: 'Kenaikan Pangkat',
    status: 'SELESAI',
    priority: 'TINGGI',
    published: true,
    pinned: true,
    stars: 5,
    comment: 'Terima kasih, usulan kenaikan pangkat saya akhirnya diproses. Respons petugasnya cepat dan jelas.',
    publish: 'full',
    reply: 'Usulan sudah kami teruskan ke tim teknis. Silakan cek kembali status di SIASN dalam 1x24 jam.',
    hoursAgo: 480,
  },
  {
    requester: 'user2',
    title: 'Tidak bisa login ke SIASN setelah ganti nomor HP',
    description: 'Kode OTP dikirim ke nomor lama. Bagaimana cara memperbarui nomor HP di akun SIASN?',
    subCategory: 'Login dan Akun SIASN',
    status: 'SELESAI',
    priority: 'SEDANG',
    published: true,
    stars: 4,
    comment: 'Terima kasih, sangat membantu.',
    reply: 'Silakan ajukan reset akun melalui admin kepegawaian instansi dengan melampirkan:\n\n- KTP\n- SK terakhir\n- Nomor HP baru',
    hoursAgo: 400,
  },
  {
    requester: 'pttpk',
    title: 'Jadwal seleksi PPPK tahap dua',
    description: 'Apakah sudah ada jadwal resmi seleksi PPPK tahap dua untuk formasi teknis?',
    subCategory: 'Seleksi PPPK',
    status: 'DIKERJAKAN',
    priority: 'SEDANG',
    published: true,
    reply: 'Jadwal masih menunggu pengumuman resmi dari panitia nasional. Kami kabari di tiket ini.',
    hoursAgo: 300,
  },
  {
    requester: 'tamu',
    title: 'Syarat pendaftaran CPNS untuk lulusan D3',
    description: 'Apakah lulusan D3 bisa mendaftar CPNS formasi pranata komputer?',
    subCategory: 'Seleksi CPNS',
    status: 'DIAJUKAN',
    hoursAgo: 250,
  },
  {
    requester: 'user',
    title: 'Data riwayat pendidikan di SIASN tidak sesuai',
    description: 'Riwayat pendidikan S2 saya belum muncul padahal sudah diunggah ijazahnya.',
    subCategory: 'Peremajaan Data',
    status: 'DIKERJAKAN',
    priority: 'RENDAH',
    reply: 'Dokumen sedang kami verifikasi. Mohon pastikan transkrip nilai juga diunggah.',
    hoursAgo: 200,
  },
  {
    requester: 'user2',
    title: 'Cara menyusun SKP untuk jabatan fungsional guru',
    description: 'Mohon panduan penyusunan SKP periode tahunan untuk guru ahli pertama.',
    subCategory: 'Penyusunan SKP',
    status: 'SELESAI',
    priority: 'RENDAH',
    published: true,
    stars: 5,
    comment: 'Panduannya lengkap, SKP guru saya sekarang bisa disusun tanpa bingung. Mantap!',
    publish: 'initials',
    reply: 'Panduan lengkap ada di menu **Kinerja > Panduan**. Sasaran kinerja mengikuti rencana strategis sekolah.',
    hoursAgo: 170,
  },
  {
    requester: 'pttpk',
    title: 'Permohonan mutasi antar kabupaten',
    description: 'Saya ingin mengajukan mutasi dari Kabupaten Malang ke Kota Surabaya. Apa saja berkasnya?',
    subCategory: 'Mutasi dan Rotasi',
    status: 'DITOLAK',
    reply: 'Mohon maaf, status PTPK tidak termasuk layanan mutasi ASN. Silakan hubungi instansi Anda.',
    hoursAgo: 140,
  },
  {
    requester: 'pttpk',
    title: 'Cetak ulang kartu peserta seleksi PPPK',
    description: 'Kartu peserta seleksi PPPK saya hilang. Bagaimana cara mencetak ulang?',
    subCategory: 'Seleksi PPPK',
    status: 'SELESAI',
    stars: 5,
    comment: 'Dijawab kurang dari dua jam, kartu peserta langsung bisa saya cetak ulang. Terima kasih BKD!',
    publish: 'anonymous',
    reply: 'Kartu peserta dapat dicetak ulang dari akun SSCASN Anda pada menu **Cetak Kartu**.',
    hoursAgo: 110,
  },
  {
    requester: 'user',
    title: 'Batas usia pensiun jabatan fungsional ahli madya',
    description: 'Berapa batas usia pensiun untuk jabatan fungsional ahli madya?',
    subCategory: 'Pensiun BUP',
    status: 'DIAJUKAN',
    hoursAgo: 90,
  },
  {
    requester: 'tamu',
    title: 'Pengumuman hasil seleksi administrasi',
    description: 'Di mana saya dapat melihat pengumuman hasil seleksi administrasi?',
    subCategory: 'Seleksi CPNS',
    status: 'DIAJUKAN',
    hoursAgo: 60,
  },
  {
    requester: 'user2',
    title: 'Penilaian kinerja triwulan belum bisa diisi',
    description: 'Menu penilaian kinerja triwulan III masih terkunci di aplikasi.',
    subCategory: 'Penilaian Kinerja Periodik',
    status: 'DIKERJAKAN',
    priority: 'TINGGI',
    hoursAgo: 30,
  },
  {
    requester: 'user',
    title: 'Pengajuan jabatan fungsional analis SDM',
    description: 'Bagaimana prosedur pengangkatan pertama ke jabatan fungsional analis SDM aparatur?',
    subCategory: 'Jabatan Fungsional',
    status: 'DIAJUKAN',
    hoursAgo: 12,
  },
  {
    requester: 'pttpk',
    title: 'Usulan layanan peremajaan data keluarga',
    description: 'Data anak kedua belum tercantum. Usulan sudah dikirim minggu lalu.',
    subCategory: 'Usulan Layanan',
    status: 'DIAJUKAN',
    hoursAgo: 3,
  },
];
