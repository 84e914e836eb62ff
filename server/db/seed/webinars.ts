import { renderMarkdown } from '@/server/markdown/render-markdown';
import type { Database } from '../client';
import { webinarQuizItems, webinarSeries } from '../schema';

const DAY = 86_400_000;
/** 09:00 WIB, `days` from today. */
const at = (days: number, hour = 9) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour - 7, 0, 0, 0);
  return d;
};

type QuizSeed = [question: string, answers: string[], correct: number];
const DEMO: { title: string; description: string; published: boolean; hours: number; startsIn: number; quiz: QuizSeed[] }[] = [
  {
    title: 'Manajemen Kinerja ASN dan SKP',
    description: 'Webinar untuk **ASN** tentang penyusunan SKP, penilaian kinerja periodik dan predikat kinerja.\n\n- Narasumber: Bidang Pengembangan Kompetensi BKD\n- Sertifikat: 3 JP',
    published: true,
    hours: 3,
    startsIn: 7,
    quiz: [
      ['Apa singkatan SKP?', ['Sasaran Kinerja Pegawai', 'Standar Kompetensi Pegawai', 'Surat Keputusan Pegawai'], 1],
      ['Berapa kali penilaian kinerja periodik dilakukan dalam setahun?', ['Satu kali', 'Dua kali', 'Empat kali', 'Dua belas kali'], 3],
      ['Siapa yang menilai kinerja seorang pegawai?', ['Pegawai itu sendiri', 'Atasan langsung', 'BKN'], 2],
      ['Predikat kinerja tertinggi adalah', ['Baik', 'Sangat Baik', 'Istimewa'], 2],
    ],
  },
  {
    title: 'Digitalisasi Layanan Kepegawaian (draf)',
    description: 'Materi masih disusun: pemanfaatan SIASN dan layanan mandiri.',
    published: false,
    hours: 2,
    startsIn: 21,
    quiz: [
      ['SIASN dikelola oleh', ['BKN', 'KemenPAN-RB', 'BKD'], 1],
      ['Usulan peremajaan data diajukan melalui', ['Surat tertulis', 'Layanan SIASN', 'Telepon'], 2],
      ['Dokumen yang diunggah sebaiknya berformat', ['PDF', 'DOCX', 'JPG'], 1],
    ],
  },
];

/** Idempotent: only seeds an empty webinar table, so admins' edits survive restarts. */
export async function seedDemoWebinars(db: Database): Promise<void> {
  const [existing] = await db.select({ id: webinarSeries.id }).from(webinarSeries).limit(1);
  if (existing) return;
  const descriptions = await Promise.all(DEMO.map((w) => renderMarkdown(w.description)));
  await db.transaction(async (tx) => {
    for (const [i, w] of DEMO.entries()) {
      const [series] = await tx
        .insert(webinarSeries)
        .values({
          title: w.title,
          descriptionMarkdown: w.description,
          descriptionHtml: descriptions[i],
          status: w.published ? 'published' : 'draft',
          registrationOpen: w.published,
          allowedGroups: ['MASTER'],
          trainingHours: w.hours,
          startsAt: at(w.startsIn),
          endsAt: at(w.startsIn, 12),
        })
        .returning({ id: webinarSeries.id });
      await tx.insert(webinarQuizItems).values(w.quiz.map(([question, answers, correct], n) => ({ webinarId: series.id, question, answers, correct, position: n + 1 })));
    }
  });
}
