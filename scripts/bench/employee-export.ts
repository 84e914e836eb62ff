// The 100,000-row employee export (docs/personnel-admin.md section 5): the employees table filled
// to size before the portal opens the data set, then one download of the whole list
// (GET /report/employees?limit=-1) timed while the server's RSS is sampled.
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { watchPeakRss } from './rss';

export const EXPORT_ROWS = 100_000;

/** Fills `employees` with `rows` synthetic people (NIPs 1970…, 34 OPDs) unless it already holds that many. */
export async function ensureEmployees(db: Database, rows: number): Promise<void> {
  const { rows: found } = (await db.execute(sql`select count(*)::int as n from employees`)) as unknown as { rows: { n: number }[] };
  if (found[0].n === rows) return;
  await db.execute(sql`delete from employees`);
  await db.execute(sql`
    insert into employees (nip, nama, jenis_pegawai, golongan, jabatan, unor_id, unor_nama, opd_id, opd_nama, data)
    select lpad((197001012000000000 + g)::text, 18, '0'), 'Pegawai Uji ' || g, case when g % 5 = 0 then 'PPPK' else 'PNS' end,
      case when g % 5 = 0 then 'IX' else 'III/' || chr(97 + g % 4) end, 'Analis Kebijakan Ahli Muda', 'unor-' || (g % 600), 'Bidang Uji ' || (g % 600),
      'opd-' || (g % 34), 'Dinas Uji ' || (g % 34),
      jsonb_build_object('tmt_pensiun', to_char(date '2030-01-01' + (g % 3650), 'YYYY-MM-DD'), 'pendidikan', 'S-1')
    from generate_series(1, ${rows}) as g`);
}

export interface ExportResult {
  rows: number;
  seconds: number;
  megabytes: number;
  /** The server tree's RSS just before the download, and its peak during it. */
  baselineRssMb: number;
  peakRssMb: number;
}

/** Downloads the whole list as xlsx, reading the stream as it comes; the RSS sampled every 50 ms. */
export async function measureEmployeeExport(api: string, cookie: string, serverPid: number, rows: number): Promise<ExportResult> {
  const baseline = watchPeakRss(serverPid, 50);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const baselineRssMb = baseline();
  const stop = watchPeakRss(serverPid, 50);
  const started = performance.now();
  const res = await fetch(`${api}/siasn/ws/report/employees?limit=-1&format=xlsx`, { headers: { cookie } });
  if (res.status !== 200 || !res.body) throw new Error(`employee export answered ${res.status}`);
  let bytes = 0;
  const reader = res.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return { rows, seconds, megabytes: Math.round(bytes / 104_857.6) / 10, baselineRssMb, peakRssMb: stop() };
}
