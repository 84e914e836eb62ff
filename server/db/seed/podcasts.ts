import { asc, eq } from 'drizzle-orm';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import { wavTone } from '@/server/podcasts/wav-tone';
import { storeMedia } from '@/server/uploads/store-upload';
import type { Database } from '../client';
import { podcastComments, podcasts, podcastVotes, users } from '../schema';

interface DemoEpisode {
  title: string;
  episode: number;
  short: string;
  description: string;
  transcript: string;
  /** A few seconds of tone stand in for a recording; a draft has none yet. */
  tone?: { seconds: number; frequency: number };
}

const DEMO_EPISODES: DemoEpisode[] = [
  {
    title: 'Mengenal Layanan Kenaikan Pangkat',
    episode: 1,
    short: 'Periode, syarat dan alur usulan kenaikan pangkat PNS dijelaskan singkat.',
    description: 'Dalam episode ini kami membahas:\n\n- periode kenaikan pangkat **April** dan **Oktober**\n- dokumen yang perlu disiapkan\n- cara memantau usulan di SIASN',
    transcript: 'Pembawa acara: Selamat datang di Podcast Helpdesk ASN.\nNarasumber: Kenaikan pangkat reguler dilaksanakan dua kali setahun...',
    tone: { seconds: 6, frequency: 440 },
  },
  {
    title: 'Tips Memperbarui Data di SIASN',
    episode: 2,
    short: 'Langkah peremajaan data riwayat pendidikan, jabatan dan keluarga.',
    description: 'Data yang benar di SIASN mempercepat semua layanan kepegawaian. Simak langkah **peremajaan data** dan kesalahan yang sering terjadi.',
    transcript: 'Pembawa acara: Banyak pertanyaan tentang riwayat pendidikan yang belum muncul.\nNarasumber: Pastikan usulan sudah disetujui...',
    tone: { seconds: 8, frequency: 523.25 },
  },
  {
    title: 'Cuti ASN: Jenis dan Ketentuannya',
    episode: 3,
    short: 'Draf episode tentang jenis-jenis cuti ASN.',
    description: 'Episode ini masih disiapkan.',
    transcript: '',
  },
];

/** Idempotent: only seeds an empty podcasts table, so admins' edits survive restarts. */
export async function seedDemoPodcasts(db: Database): Promise<void> {
  const [existing] = await db.select({ id: podcasts.id }).from(podcasts).limit(1);
  if (existing) return;
  const listeners = await db.select({ id: users.id }).from(users).where(eq(users.currentRole, 'user')).orderBy(asc(users.id)).limit(2);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.currentRole, 'admin')).orderBy(asc(users.id)).limit(1);
  const rows = await Promise.all(
    DEMO_EPISODES.map(async (e, i) => {
      const audio = e.tone ? await storeMedia({ name: `episode-${e.episode}.wav`, bytes: wavTone(e.tone) }, 'audio') : null;
      return {
        title: e.title,
        episode: e.episode,
        shortDescription: e.short,
        descriptionMarkdown: e.description,
        descriptionHtml: await renderMarkdown(e.description),
        transcript: e.transcript,
        audioFile: audio?.fileName ?? null,
        audioMime: audio?.mime ?? null,
        audioSize: audio?.size ?? null,
        durationSeconds: e.tone?.seconds ?? null,
        isPublished: audio !== null,
        // Published a week apart, episode 2 the newest.
        publishedAt: audio ? new Date(Date.now() - (DEMO_EPISODES.length - i) * 7 * 86_400_000) : null,
        createdBy: admin?.id ?? null,
      };
    }),
  );
  const comment = 'Penjelasannya **jelas**, terima kasih!';
  const commentHtml = await renderMarkdown(comment);
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(podcasts).values(rows).returning({ id: podcasts.id, episode: podcasts.episode });
    const first = inserted.find((r) => r.episode === 1);
    if (!first) return;
    if (listeners.length) await tx.insert(podcastVotes).values(listeners.map((l, i) => ({ podcastId: first.id, userId: l.id, stars: 5 - i })));
    if (listeners[0]) await tx.insert(podcastComments).values({ podcastId: first.id, userId: listeners[0].id, contentMarkdown: comment, contentHtml: commentHtml });
  });
}
