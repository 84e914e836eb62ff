// The benchmark data set as SQL run inside the database: deterministic (setseed on one
// connection), realistic Indonesian titles with repeated topics so similarity search has real work.

export interface DatasetSize {
  users: number;
  agents: number;
  tickets: number;
  comments: number;
  reactions: number;
  subscriptions: number;
  notifications: number;
}

export const FULL_SIZE: DatasetSize = {
  users: 20_000,
  agents: 40,
  tickets: 100_000,
  comments: 1_000_000,
  reactions: 200_000,
  subscriptions: 100_000,
  notifications: 500_000,
};

export function scaled(factor: number): DatasetSize {
  const n = (v: number, min: number) => Math.max(min, Math.round(v * factor));
  return {
    users: n(FULL_SIZE.users, 50),
    agents: n(FULL_SIZE.agents, 4),
    tickets: n(FULL_SIZE.tickets, 200),
    comments: n(FULL_SIZE.comments, 2_000),
    reactions: n(FULL_SIZE.reactions, 200),
    subscriptions: n(FULL_SIZE.subscriptions, 100),
    notifications: n(FULL_SIZE.notifications, 500),
  };
}

const TOPICS = [
  'kenaikan pangkat reguler', 'kenaikan pangkat pilihan', 'mutasi antar instansi', 'pensiun batas usia',
  'login SIASN gagal', 'peremajaan data SIASN', 'riwayat pendidikan tidak muncul', 'SKP tahunan belum dinilai',
  'penilaian kinerja periodik', 'angka kredit jabatan fungsional', 'sertifikasi guru', 'tunjangan kinerja',
  'cuti di luar tanggungan negara', 'hukuman disiplin', 'seleksi PPPK guru', 'seleksi CPNS formasi khusus',
  'ijazah belum diakui', 'pencantuman gelar', 'data keluarga pasangan', 'tanggungan anak',
  'peninjauan masa kerja', 'usul pemberhentian', 'jabatan pelaksana', 'uji kompetensi',
  'diklat kepemimpinan', 'penghargaan satyalancana', 'kartu pegawai elektronik', 'NIP tidak ditemukan',
  'akun MyASN', 'sinkronisasi data BKN',
];
const OPENERS = [
  'Bagaimana cara', 'Mohon bantuan terkait', 'Pertanyaan tentang', 'Kendala', 'Status usulan',
  'Syarat', 'Kapan jadwal', 'Tidak bisa proses', 'Informasi', 'Konfirmasi',
];

const sqlArray = (items: string[]) => `ARRAY[${items.map((t) => `'${t.replace(/'/g, "''")}'`).join(',')}]`;

/** Statements in order; each is one chunk of work for the progress bar. */
export function datasetStatements(size: DatasetSize, seed: number): { label: string; sql: string }[] {
  const topics = sqlArray(TOPICS);
  const openers = sqlArray(OPENERS);
  const admins = 3;
  return [
    { label: 'seed', sql: `SELECT setseed(${(seed % 1000) / 1000})` },
    {
      label: 'users',
      sql: `INSERT INTO users (custom_id, username, name, "group", employee_number, organization_id, "current_role")
        SELECT 'bench|u' || g, 'bench' || g, 'Pegawai Uji ' || g,
          (CASE WHEN g % 10 = 0 THEN 'PTPK' WHEN g % 25 = 0 THEN 'GOOGLE' ELSE 'MASTER' END)::user_group,
          lpad((199000000000000000 + g)::text, 18, '0'), 'OPD.' || (g % 40),
          (CASE WHEN g <= ${admins} THEN 'admin' WHEN g <= ${admins + size.agents} THEN 'agent' ELSE 'user' END)::role
        FROM generate_series(1, ${size.users}) g`,
    },
    {
      label: 'categories',
      sql: `WITH c AS (INSERT INTO categories (name) SELECT 'Kategori Uji ' || g FROM generate_series(1, 8) g RETURNING id)
        INSERT INTO sub_categories (category_id, name, duration_target_hours)
        SELECT c.id, 'Sub ' || c.id || '.' || s, 24 * s FROM c, generate_series(1, 4) s`,
    },
    {
      label: 'faqs',
      sql: `WITH f AS (INSERT INTO faqs (name) SELECT 'FAQ ' || (${topics})[g] FROM generate_series(1, 20) g RETURNING id, name)
        INSERT INTO sub_faqs (faq_id, question, answer_markdown, answer_html)
        SELECT f.id, (${openers})[s] || ' ' || substr(f.name, 5) || '?', 'Jawaban untuk ' || f.name, '<p>Jawaban untuk ' || f.name || '</p>'
        FROM f, generate_series(1, 10) s`,
    },
    ...chunks(size.tickets, 10).map(([from, to], i) => ({
      label: `tickets ${i + 1}/10`,
      sql: ticketsSql(from, to, size, admins, topics, openers),
    })),
    ...chunks(size.comments, 20).map(([from, to], i) => ({ label: `comments ${i + 1}/20`, sql: commentsSql(from, to, size) })),
    {
      label: 'comment counts',
      sql: `UPDATE tickets t SET total_comments = c.n FROM (SELECT ticket_id, count(*) n FROM ticket_comments GROUP BY ticket_id) c WHERE c.ticket_id = t.id`,
    },
    {
      label: 'reactions',
      sql: `INSERT INTO comment_reactions (comment_id, user_id, emoji)
        SELECT 1 + floor(random() * ${size.comments})::int, 1 + floor(random() * ${size.users})::int,
          (ARRAY['👍','👎','😁','🎉','🤔','❤️','🚀','🤬'])[1 + floor(random() * 8)::int]
        FROM generate_series(1, ${size.reactions}) ON CONFLICT DO NOTHING`,
    },
    {
      label: 'subscriptions',
      sql: `INSERT INTO ticket_subscriptions (ticket_id, user_id)
        SELECT 1 + floor(random() * ${size.tickets})::int, 1 + floor(random() * ${size.users})::int
        FROM generate_series(1, ${size.subscriptions}) ON CONFLICT DO NOTHING`,
    },
    {
      label: 'notifications',
      sql: `INSERT INTO notifications (to_user_id, from_user_id, type, ticket_id, title, read_at, created_at)
        SELECT CASE WHEN g % 5 = 0 THEN 1 + (g % ${admins + size.agents}) ELSE 1 + floor(random() * ${size.users})::int END,
          1 + floor(random() * ${size.users})::int, 'comment_created', 1 + floor(random() * ${size.tickets})::int,
          'Komentar baru pada tiket', CASE WHEN random() < 0.7 THEN now() END, now() - random() * interval '730 days'
        FROM generate_series(1, ${size.notifications}) g`,
    },
  ];
}

function chunks(total: number, parts: number): [number, number][] {
  const size = Math.ceil(total / parts);
  return Array.from({ length: parts }, (_, i) => [i * size + 1, Math.min(total, (i + 1) * size)] as [number, number]).filter(
    ([a, b]) => a <= b,
  );
}

function ticketsSql(from: number, to: number, size: DatasetSize, admins: number, topics: string, openers: string): string {
  const agent = `${admins + 1} + floor(random() * ${size.agents})::int`;
  return `INSERT INTO tickets (title, description_markdown, description_html, requester_id, assignee_id, status_code,
      priority_code, sub_category_id, is_published, published_at, created_at, updated_at)
    SELECT x.title, x.title || '. Mohon penjelasan langkah yang harus saya lakukan.', '<p>' || x.title || '</p>',
      x.requester, CASE WHEN x.st <> 'DIAJUKAN' THEN x.agent END, x.st, x.pr, x.sub, x.pub, CASE WHEN x.pub THEN x.created END,
      x.created, x.created
    FROM (
      SELECT (${openers})[1 + floor(random() * ${OPENERS.length})::int] || ' ' || (${topics})[1 + floor(power(random(), 1.6) * ${TOPICS.length})::int] || ' nomor ' || g AS title,
        ${admins + size.agents} + 1 + floor(random() * ${size.users - admins - size.agents})::int AS requester,
        ${agent} AS agent,
        (ARRAY['SELESAI','SELESAI','SELESAI','SELESAI','SELESAI','SELESAI','DIKERJAKAN','DIKERJAKAN','DIAJUKAN','DITOLAK'])[1 + floor(random() * 10)::int] AS st,
        (ARRAY['RENDAH','SEDANG','TINGGI', NULL])[1 + floor(random() * 4)::int] AS pr,
        (SELECT min(id) FROM sub_categories) + floor(random() * 32)::int AS sub,
        random() < 0.3 AS pub,
        now() - random() * interval '730 days' AS created
      FROM generate_series(${from}, ${to}) g
    ) x`;
}

// Tickets 1..100 get exactly 50 comments each (the detail benchmark); the rest spread at random.
function commentsSql(from: number, to: number, size: DatasetSize): string {
  const fixed = Math.min(5_000, Math.floor(size.comments / 4));
  return `INSERT INTO ticket_comments (ticket_id, user_id, markdown, html, created_at)
    SELECT CASE WHEN g <= ${fixed} THEN 1 + ((g - 1) % ${Math.ceil(fixed / 50)}) ELSE 1 + floor(random() * ${size.tickets})::int END,
      1 + floor(random() * ${size.users})::int, 'Terima kasih, sudah kami tindak lanjuti (' || g || ').',
      '<p>Terima kasih, sudah kami tindak lanjuti (' || g || ').</p>', now() - random() * interval '700 days'
    FROM generate_series(${from}, ${to}) g`;
}
