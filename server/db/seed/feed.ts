import { inArray } from 'drizzle-orm';
import { createFeedComment } from '@/server/feed/post-comments';
import { likePost } from '@/server/feed/post-likes';
import { togglePostReaction } from '@/server/feed/toggle-post-reaction';
import { createPost } from '@/server/feed/write-post';
import { toSessionUser } from '@/server/users/session-user';
import type { SessionUser } from '@/utils/session-user';
import type { Database } from '../client';
import { posts, users } from '../schema';

type Who = 'admin' | 'agent' | 'user' | 'user2' | 'pttpk' | 'tamu';

// Demo posts of the demo accounts, written through the feed's own services so the counts and the
// bell's notifications are what real use would leave.
const DEMO_POSTS: { by: Who; content: string; likedBy: Who[]; react?: [Who, '👍' | '🎉' | '❤️' | '🚀'][]; thread?: [by: Who, content: string, replies?: [Who, string][]][] }[] = [
  {
    by: 'admin',
    content: '**Selamat datang di Linimasa!** Bagikan kabar, tips layanan kepegawaian, atau pertanyaan singkat kepada sesama ASN. Gunakan *markdown* untuk menebalkan atau membuat daftar.',
    likedBy: ['agent', 'user', 'user2', 'pttpk', 'tamu'],
    react: [['user', '🎉'], ['agent', '🎉'], ['user2', '❤️']],
    thread: [
      ['user', 'Terima kasih, fitur yang sangat membantu!', [['admin', 'Sama-sama, semoga bermanfaat.']]],
      ['pttpk', 'Apakah pegawai PTT-PK juga boleh menulis di sini?', [['admin', 'Tentu, semua pengguna yang masuk dapat menulis.'], ['pttpk', 'Siap, terima kasih.']]],
    ],
  },
  {
    by: 'agent',
    content: 'Tips: sebelum mengajukan peremajaan data di SIASN, siapkan dokumen dalam format **PDF** dengan ukuran di bawah 2 MB.\n\n1. Pindai dengan jelas\n2. Beri nama berkas sesuai jenis dokumen',
    likedBy: ['user', 'user2', 'admin'],
    react: [['user', '👍']],
    thread: [['user2', 'Kalau dokumennya lebih dari satu halaman bagaimana?', [['agent', 'Gabungkan menjadi satu berkas PDF.']]]],
  },
  {
    by: 'user',
    content: 'Ada yang sudah ikut webinar pengembangan kompetensi bulan ini? Materinya bagus sekali.',
    likedBy: ['user2'],
    thread: [['tamu', 'Saya ikut, sertifikatnya langsung bisa diunduh.'], ['agent', 'Rekamannya juga akan dibagikan.']],
  },
  {
    by: 'user2',
    content: 'Mengingatkan: periode kenaikan pangkat berikutnya **1 Oktober**. Jangan lupa cek kelengkapan berkas.',
    likedBy: ['user', 'agent'],
    react: [['pttpk', '🚀']],
  },
];

/** Idempotent: only an empty feed is seeded, so what people wrote survives restarts. */
export async function seedDemoFeed(db: Database): Promise<void> {
  const [existing] = await db.select({ id: posts.id }).from(posts).limit(1);
  if (existing) return;
  const rows = await db.select().from(users).where(inArray(users.username, ['admin', 'agent', 'user', 'user2', 'pttpk', 'tamu']));
  const people = new Map(rows.map((row) => [row.username, toSessionUser(row)]));
  const as = (who: Who): SessionUser | undefined => people.get(who);
  for (const demo of DEMO_POSTS) {
    const author = as(demo.by);
    if (!author) continue;
    const post = await createPost({ db, user: author, content: demo.content });
    for (const who of demo.likedBy) {
      const user = as(who);
      if (user) await likePost({ db, user, id: post.id });
    }
    for (const [who, emoji] of demo.react ?? []) {
      const user = as(who);
      if (user) await togglePostReaction({ db, user, id: post.id, emoji });
    }
    for (const [who, content, replies = []] of demo.thread ?? []) {
      const user = as(who);
      if (!user) continue;
      const comment = await createFeedComment({ db, user, id: post.id, input: { content } });
      for (const [replier, reply] of replies) {
        const replyUser = as(replier);
        if (replyUser) await createFeedComment({ db, user: replyUser, id: post.id, input: { content: reply, parent_id: comment.id } });
      }
    }
  }
}
