import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { siasnWrites } from '@/server/db/schema';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { badRequest } from '@/server/http/errors';
import { fieldText as text, sameText } from '@/utils/rules/personnel-text';
import { BIODATA_CHANGE_FIELDS, type BiodataChange, type BiodataField, type BiodataRequest } from '@/utils/schemas/siasn-biodata';
import type { SessionUser } from '@/utils/session-user';
import { readDataUtama } from '../read-section';
import { audited } from './audit';
import { forgetSections } from './forget';
import { assertMayEdit } from './may-edit';

// data-utama-update (siasn-protocol.md 4) takes snake_case names and the whole set: the fields a
// person did not change are sent as SIASN holds them.
const UPDATE_NAMES: Readonly<Record<BiodataField, string>> = {
  email: 'email', emailGov: 'email_gov', noHp: 'nomor_hp', noTelp: 'nomor_telpon', alamat: 'alamat',
  noNpwp: 'npwp_nomor', tglNpwp: 'npwp_tanggal', bpjs: 'nomor_bpjs', noTaspen: 'taspen_nomor',
};
const KEPT_NAMES: Readonly<Record<string, string>> = {
  agama_id: 'agamaId', kabupaten_id: 'kabupatenId', karis_karsu: 'karis_karsu', kelas_jabatan: 'kelas_jabatan', kpkn_id: 'kpknId',
  lokasi_kerja_id: 'lokasiKerjaId', tanggal_taspen: 'tanggal_taspen', tapera_nomor: 'taperaNomor',
};
// SIASN applies an update within 2x24 hours (the page says so); after that a request is late.
const APPLY_MS = 48 * 3600 * 1000;
const SHOWN_REQUESTS = 20;


function updateBody(current: Record<string, unknown>, changes: Partial<Record<BiodataField, string>>) {
  const body: Record<string, string> = { pns_orang_id: text(current.id) };
  for (const [name, key] of Object.entries(KEPT_NAMES)) body[name] = text(current[key]);
  for (const field of BIODATA_CHANGE_FIELDS) body[UPDATE_NAMES[field]] = changes[field] ?? text(current[field]);
  return body;
}

/** Asks SIASN to change contact and identity fields; only the fields that differ are a change. */
export async function requestBiodataChange({ db, user, nip, input }: { db: Database; user: SessionUser; nip: string; input: BiodataChange }): Promise<BiodataRequest> {
  assertMayEdit(user, nip);
  const current: Record<string, unknown> = (await readDataUtama({ nip, actor: user.id, freshSeconds: 0 })).value;
  const changes: Partial<Record<BiodataField, string>> = {};
  for (const field of BIODATA_CHANGE_FIELDS) {
    const value = input[field];
    if (value !== undefined && !sameText(value, text(current[field]))) changes[field] = value;
  }
  if (Object.keys(changes).length === 0) throw badRequest('Tidak ada data yang berbeda dari data SIASN saat ini');
  const entry = { db, userId: user.id, nip, type: 'biodata', service: 'biodata', action: 'update', request: { changes } } as const;
  const answer = await audited(entry, () => getSiasnGateway().save('/pns/data-utama-update', updateBody(current, changes), { actor: user.id }));
  await forgetSections(nip, ['data-utama']);
  const [row] = await requestRows(db, nip, 1);
  return { id: row?.id ?? 0, at: (row?.at ?? new Date()).toISOString(), changes, state: 'menunggu', message: answer.message };
}

/** The fields a request (its siasn_writes row) asked SIASN to change. */
export const requestedChanges = (row: { request: unknown }): Partial<Record<BiodataField, string>> =>
  (row.request as { changes?: Partial<Record<BiodataField, string>> }).changes ?? {};

/** The NIP's accepted biodata requests, newest first (siasn_writes_nip_at_idx). */
const requestRows = (db: Database, nip: string, limit: number) =>
  db
    .select()
    .from(siasnWrites)
    .where(and(eq(siasnWrites.nip, nip), eq(siasnWrites.type, 'biodata'), eq(siasnWrites.outcome, 'ok')))
    .orderBy(desc(siasnWrites.at), desc(siasnWrites.id))
    .limit(limit);

/** SIASN applied a request once data utama shows every change it asked for. */
export const changesApplied = (changes: Partial<Record<BiodataField, string>>, current: Record<string, unknown>) =>
  Object.entries(changes).every(([field, value]) => sameText(value, text(current[field])));

function stateOf(changes: Partial<Record<BiodataField, string>>, at: Date, current: Record<string, unknown>, now: number): BiodataRequest['state'] {
  if (changesApplied(changes, current)) return 'diterapkan';
  return now - at.getTime() > APPLY_MS ? 'terlambat' : 'menunggu';
}

/** The biodata SIASN holds now and the person's accepted change requests, each with where it stands. */
export async function biodataOverview({ db, nip, actor }: { db: Database; nip: string; actor: number }) {
  const current: Record<string, unknown> = (await readDataUtama({ nip, actor, freshSeconds: 30 })).value;
  const rows = await requestRows(db, nip, SHOWN_REQUESTS);
  const now = Date.now();
  const requests: BiodataRequest[] = rows.map((row) => {
    const changes = requestedChanges(row);
    return { id: row.id, at: row.at.toISOString(), changes, state: stateOf(changes, row.at, current, now), message: row.gatewayMessage };
  });
  const fields = Object.fromEntries(BIODATA_CHANGE_FIELDS.map((field) => [field, current[field] == null ? null : text(current[field])]));
  return { nip, fields, requests };
}
