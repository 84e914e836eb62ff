import { z } from 'zod';
import { AppError } from '@/server/http/errors';
import type { SiasnGateway } from '@/server/gateways/siasn/client';
import type { PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';
import type { AgencyListSection } from './agency-list-sections';

export interface LoadContext {
  gateway: SiasnGateway;
  nip: string;
  actor: number | null;
  /** Data utama of the same NIP, read through the cache (sections that derive from it). */
  dataUtama: () => Promise<Record<string, unknown>>;
}

type Loader = (ctx: LoadContext) => Promise<unknown>;

const Row = z.record(z.string(), z.unknown());
export const Rows = z.array(Row);
/** Data utama as the portal reads it (also the connection check's). */
export const DataUtamaRow = Row.and(z.object({ id: z.string() }));

/** SIASN's answer did not have the shape the protocol gives: a gateway fault, not our bug. */
export function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('SIASN_ERROR', 502);
  return result.data;
}

/** A riwayat list: not found is an empty list (the NIP itself was checked through data utama). */
async function rows({ gateway, nip, actor }: LoadContext, endpoint: string, query?: Record<string, string>) {
  const answer = await gateway.get(`${endpoint}/${nip}`, { actor, query });
  return answer.found && answer.data != null ? parsed(Rows, answer.data) : [];
}

const rwRows = (endpoint: string): Loader => (ctx) => rows(ctx, endpoint);

/** One object of a keluarga endpoint, or null when SIASN has none. */
async function familyPart(ctx: LoadContext, endpoint: string) {
  const answer = await ctx.gateway.get(`${endpoint}/${ctx.nip}`, { actor: ctx.actor });
  return answer.found && answer.data != null ? parsed(Row, answer.data) : null;
}

const listOf = (part: Record<string, unknown> | null, key: string) => parsed(Rows, part?.[key] ?? []);

// Contact and identity fields SIASN holds that a civil servant may ask to change (Ubah Biodata).
const BIODATA_FIELDS = [
  'nama', 'gelarDepan', 'gelarBelakang', 'nik', 'tempatLahir', 'tglLahir', 'jenisKelamin', 'agama', 'statusPerkawinan',
  'email', 'emailGov', 'noHp', 'noTelp', 'alamat', 'kodePos', 'noNpwp', 'tglNpwp', 'bpjs', 'noAskes', 'noTaspen',
] as const;

/** The sections read per NIP from SIASN (the others come from the agency lists: agency-list-sections.ts). */
export type SiasnSectionKey = Exclude<PersonnelSectionKey, AgencyListSection>;

export const SECTION_LOADERS: Record<SiasnSectionKey, Loader> = {
  'data-utama': (ctx) => ctx.dataUtama(),
  'ubah-data': async (ctx) => {
    const data = await ctx.dataUtama();
    return Object.fromEntries(BIODATA_FIELDS.map((field) => [field, data[field] ?? null]));
  },
  keluarga: async (ctx) => {
    const [pasangan, anak, ortu] = await Promise.all(['/pns/data-pasangan', '/pns/data-anak', '/pns/data-ortu'].map((e) => familyPart(ctx, e)));
    return { pasangan: listOf(pasangan, 'listPasangan'), anak: listOf(anak, 'listAnak'), ortu };
  },
  sertifikasi: rwRows('/pns/rw-sertifikasi'),
  jabatan: rwRows('/pns/rw-jabatan'),
  'angka-kredit': rwRows('/pns/rw-angkakredit'),
  'laporan-kinerja': async (ctx) => {
    const [skp22, skp] = await Promise.all([rows(ctx, '/pns/rw-skp22'), rows(ctx, '/pns/rw-skp')]);
    return { skp22, skp };
  },
  diklat: async (ctx) => {
    const [diklat, kursus] = await Promise.all([rows(ctx, '/pns/rw-diklat'), rows(ctx, '/pns/rw-kursus')]);
    return { diklat, kursus };
  },
  pendidikan: rwRows('/pns/rw-pendidikan'),
  golongan: rwRows('/pns/rw-golongan'),
  pmk: rwRows('/pns/rw-masakerja'),
  penghargaan: rwRows('/pns/rw-penghargaan'),
  'kinerja-periodik': rwRows('/pns/rw-kinerjaperiodik'),
  cltn: rwRows('/pns/rw-cltn'),
  'hukuman-disiplin': rwRows('/pns/rw-hukdis'),
};

/** Data utama, with `path` (a JSON text in SIASN's answer) parsed; null for an unknown NIP. */
export async function loadDataUtama({ gateway, nip, actor }: Omit<LoadContext, 'dataUtama'>) {
  const answer = await gateway.get(`/pns/data-utama/${nip}`, { actor });
  if (!answer.found || answer.data == null) return null;
  const data = parsed(DataUtamaRow, answer.data);
  return { ...data, path: parsePath(data.path) };
}

function parsePath(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
