import { z } from 'zod';
import { AppError } from '@/server/http/errors';
import { fieldText as text } from '@/utils/rules/personnel-text';
import type { SiasnGateway } from '@/server/gateways/siasn/client';

/** The reference lists the portal copies from SIASN (siasn-protocol.md section 6.1). */
export const REFERENCE_NAMES = [
  'unor',
  'agama',
  'golongan',
  'eselon',
  'jenis-jabatan',
  'tingkat-pendidikan',
  'latihan-struktural',
  'jenis-diklat',
  'kedudukan-hukum',
  'ref-dokumen',
  'jabatan-fungsional',
  'jabatan-fungsional-umum',
] as const;
export type ReferenceName = (typeof REFERENCE_NAMES)[number];

export const isReferenceName = (value: string): value is ReferenceName => (REFERENCE_NAMES as readonly string[]).includes(value);

export interface ReferenceRow {
  id: string;
  label: string;
  data: Record<string, unknown>;
}

const PAGE = 100;
// 100,000 rows: far above SIASN's largest list (ref-unor of a province), a stop for a gateway that never ends a list.
const MAX_PAGES = 1_000;
/** A page of a reference list as the portal reads it (also the connection check's). */
export const ReferenceRows = z.array(z.record(z.string(), z.unknown()));


/** ref-unor keys are PascalCase; the reference API's rows carry `id` and mostly `nama`. */
function rowOf(name: ReferenceName, row: Record<string, unknown>): ReferenceRow {
  if (name === 'unor') return { id: text(row.Id), label: text(row.NamaUnor), data: row };
  // Golongan: `Penata Muda (III/a)`, as the catalogue's rankLabel writes it.
  if (row.namaPangkat && row.nama) return { id: text(row.id), label: `${text(row.namaPangkat)} (${text(row.nama)})`, data: row };
  const label = row.nama ?? row.document ?? row.name ?? row.id;
  return { id: text(row.id), label: text(label), data: row };
}

/** Every row of one list, page by page until a page comes back short. */
export async function fetchReference(gateway: SiasnGateway, name: ReferenceName, actor: number): Promise<ReferenceRow[]> {
  const rows: ReferenceRow[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = { limit: String(PAGE), offset: String(page * PAGE) };
    const answer = name === 'unor'
      ? await gateway.get('/referensi/ref-unor', { actor, query })
      : await gateway.get(`/${name}/search`, { actor, query, api: 'ref' });
    const parsed = ReferenceRows.safeParse(answer.found ? answer.data ?? [] : []);
    if (!parsed.success) throw new AppError('SIASN_ERROR', 502);
    rows.push(...parsed.data.map((row) => rowOf(name, row)).filter((row) => row.id !== ''));
    if (parsed.data.length < PAGE) return rows;
  }
  throw new AppError('SIASN_ERROR', 502);
}
