// The KP line's data (lighthouse-cases.ts): the admin's KP list of one period, filled to the size
// of the SIASN sandbox's period (~3,000 promotions) in the shape a sync leaves (server/pipelines/sources.ts),
// before the portal opens the data set. Syncing through the portal's job here was tried first: the
// bench's portal reset its connections part way through the sync, so the line would measure that instead.
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';

export const KP_ROWS = 3_000;

export async function ensureKpRows(db: Database, periode: string, rows = KP_ROWS): Promise<void> {
  const { rows: found } = (await db.execute(sql`select count(*)::int as n from siasn_kp where periode = ${periode}`)) as unknown as { rows: { n: number }[] };
  if (found[0].n === rows) return;
  await db.execute(sql`delete from siasn_kp where periode = ${periode}`);
  await db.execute(sql`
    insert into siasn_kp (periode, id, nip, nama, golongan_baru_id, jenis_kp, status_usulan, status_usulan_nama, tmt_kp, unor_nama, no_sk, data)
    select ${periode}::date, 'bench-kp-' || g, lpad((198001012005010000 + g)::text, 18, '0'), 'Pegawai Uji ' || g,
      (array['32', '33', '34', '41', '42'])[1 + g % 5], 'Reguler', (array['1', '12', '15', '22', '31'])[1 + g % 5],
      (array['Input Berkas', 'Terima Usulan', 'Validasi Usulan – Disetujui', 'Sdh di TTD - Pertek', 'Telah Update di Profile PNS'])[1 + g % 5],
      ${periode}::date - interval '6 months' + interval '1 day', 'Bidang Uji ' || (g % 600), case when g % 5 = 4 then '823.3/' || g || '/2026' end,
      jsonb_build_object('gaji_pokok_lama', 3000000 + (g % 40) * 25000, 'gaji_pokok_baru', 3200000 + (g % 40) * 25000, 'path_ttd_pertek', null, 'path_ttd_sk', null, 'path_preview_sk', null)
    from generate_series(1, ${rows}) as g`);
}
