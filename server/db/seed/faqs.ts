import { renderMarkdown } from '@/server/markdown/render-markdown';
import type { Database } from '../client';
import { faqs, subFaqs } from '../schema';

// Questions the agency's helpdesk answers again and again; admins manage the real list in the portal.
const DEMO_FAQS: { name: string; description: string; items: [question: string, answer: string][] }[] = [
  {
    name: 'Akun dan Login',
    description: 'Masuk ke portal Helpdesk ASN',
    items: [
      ['Bagaimana cara masuk ke Helpdesk ASN?', 'Pilih **SIMASTER** untuk PNS, **PTTPK** untuk pegawai PTT-PK, atau **Google** untuk tamu, lalu masuk dengan akun tersebut.'],
      ['Saya lupa kata sandi SIMASTER', 'Gunakan menu *Lupa Kata Sandi* pada halaman masuk SIMASTER. Tautan pemulihan dikirim ke email yang terdaftar.'],
    ],
  },
  {
    name: 'SIASN',
    description: 'Sistem Informasi ASN milik BKN',
    items: [
      ['Bagaimana cara memperbarui data di SIASN?', 'Ajukan peremajaan data melalui menu **Usulan SIASN** dengan melampirkan dokumen pendukung. Verifikasi dilakukan oleh BKD.'],
      ['Mengapa riwayat pendidikan saya belum muncul di SIASN?', 'Riwayat baru tampil setelah usulan disetujui dan SK ditandatangani. Cek statusnya di menu *Usulan SIASN*.'],
    ],
  },
  {
    name: 'Kenaikan Pangkat',
    description: 'Periode dan persyaratan kenaikan pangkat',
    items: [
      ['Kapan periode kenaikan pangkat?', 'Kenaikan pangkat PNS dilaksanakan pada periode **1 April** dan **1 Oktober** setiap tahun (serta periode lain sesuai ketentuan BKN).'],
      ['Apa saja syarat kenaikan pangkat reguler?', '1. SK pangkat terakhir\n2. Penilaian kinerja (SKP) dua tahun terakhir bernilai baik\n3. Masa kerja dalam pangkat minimal 4 tahun'],
    ],
  },
  {
    name: 'Layanan Helpdesk',
    description: 'Menggunakan tiket dan pesan di portal ini',
    items: [
      ['Berapa lama tiket saya dijawab?', 'Target penyelesaian tergantung sub-kategori, umumnya 1 sampai 5 hari kerja. Status tiket dapat dipantau di halaman **Tiket Saya**.'],
      ['Bisakah saya mengubah pertanyaan setelah dikirim?', 'Judul dan deskripsi tiket dapat diubah selama tiket belum diselesaikan.'],
    ],
  },
];

/** Idempotent: only seeds an empty FAQ table, so admins' edits survive restarts. */
export async function seedDemoFaqs(db: Database): Promise<void> {
  const [existing] = await db.select({ id: faqs.id }).from(faqs).limit(1);
  if (existing) return;
  const rendered = await Promise.all(DEMO_FAQS.map((group) => Promise.all(group.items.map(([, answer]) => renderMarkdown(answer)))));
  await db.transaction(async (tx) => {
    const groups = await tx
      .insert(faqs)
      .values(DEMO_FAQS.map(({ name, description }) => ({ name, description })))
      .returning({ id: faqs.id, name: faqs.name });
    // Matched by name: RETURNING does not promise the VALUES order.
    const idOf = (name: string) => groups.find((g) => g.name === name)?.id ?? 0;
    const rows = DEMO_FAQS.flatMap((group, g) =>
      group.items.map(([question, answerMarkdown], i) => ({ faqId: idOf(group.name), question, answerMarkdown, answerHtml: rendered[g][i] })),
    );
    await tx.insert(subFaqs).values(rows);
  });
}
