import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/server/db';
import { personnelDegreeChoices } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import { fieldText } from '@/utils/rules/personnel-text';
import { chosenTitles, fullName, joinTitles, splitTitles, titleInName, type DegreeTitles, type TitleLocation } from '@/utils/rules/degree-titles';
import type { GelarDegree, GelarState } from '@/utils/schemas/siasn-usulan';
import type { SessionUser } from '@/utils/session-user';
import { readDataUtama, readSection } from '../read-section';
import { assertMayEdit } from './may-edit';

// Which degrees of the education history a person wants in their name (the choices behind a
// pencantuman gelar proposal); stored in the portal, sent to SIASN only with the proposal.

const Rows = z.array(z.record(z.string(), z.unknown())).catch([]);
const text = (value: unknown) => fieldText(value).trim();
const orNull = (value: unknown) => text(value) || null;
const LOCATIONS: TitleLocation[] = ['depan', 'belakang'];

async function degreesOf(nip: string, actor: number) {
  const [utama, pendidikan] = await Promise.all([readDataUtama({ nip, actor }), readSection({ nip, actor, section: 'pendidikan' })]);
  const rows = Rows.parse(pendidikan.data)
    .filter((row) => text(row.gelarDepan) || text(row.gelarBelakang))
    .sort((a, b) => Number(text(a.tahunLulus) || 0) - Number(text(b.tahunLulus) || 0));
  return { utama: utama.value as Record<string, unknown>, rows };
}

export async function gelarState({ db, nip, actor }: { db: Database; nip: string; actor: number }): Promise<GelarState> {
  const { utama, rows } = await degreesOf(nip, actor);
  const choices = await db.select().from(personnelDegreeChoices).where(eq(personnelDegreeChoices.nip, nip));
  const nama = text(utama.nama);
  const nameTitles = { depan: splitTitles(text(utama.gelarDepan), 'depan'), belakang: splitTitles(text(utama.gelarBelakang), 'belakang') };
  const titles: DegreeTitles[] = rows.map((row) => ({ id: text(row.id), depan: orNull(row.gelarDepan), belakang: orNull(row.gelarBelakang) }));
  const checked = (degree: DegreeTitles, lokasi: TitleLocation) => {
    const choice = choices.find((c) => c.pendidikanId === degree.id && c.lokasi === lokasi);
    return Boolean(degree[lokasi]) && (choice ? choice.checked : titleInName(degree, lokasi, nameTitles[lokasi]));
  };
  const degrees: GelarDegree[] = rows.map((row, index) => ({
    pendidikanId: titles[index].id, tingkat: orNull(row.tkPendidikanNama), nama: orNull(row.pendidikanNama), tahunLulus: orNull(row.tahunLulus),
    gelarDepan: titles[index].depan, gelarBelakang: titles[index].belakang,
    checked: { depan: checked(titles[index], 'depan'), belakang: checked(titles[index], 'belakang') },
    inName: { depan: titleInName(titles[index], 'depan', nameTitles.depan), belakang: titleInName(titles[index], 'belakang', nameTitles.belakang) },
  }));
  const [depan, belakang] = LOCATIONS.map((lokasi) => joinTitles(chosenTitles(nameTitles[lokasi], titles, (d) => checked(d, lokasi), lokasi), lokasi));
  const current = { gelarDepan: text(utama.gelarDepan), gelarBelakang: text(utama.gelarBelakang) };
  return {
    nip, nama, degrees,
    current: { ...current, fullName: fullName(nama, current.gelarDepan, current.gelarBelakang) },
    preview: { gelarDepan: depan, gelarBelakang: belakang, fullName: fullName(nama, depan, belakang) },
  };
}

/** Checks or unchecks one degree's title at one location, then answers the new state. */
export async function toggleGelar(input: { db: Database; user: SessionUser; nip: string; pendidikanId: string; lokasi: TitleLocation; checked: boolean }): Promise<GelarState> {
  const { db, user, nip, pendidikanId, lokasi, checked } = input;
  assertMayEdit(user, nip);
  const { rows } = await degreesOf(nip, user.id);
  const row = rows.find((r) => text(r.id) === pendidikanId);
  if (!row) throw notFound('Riwayat pendidikan ini tidak ada pada data SIASN Anda');
  if (!text(lokasi === 'depan' ? row.gelarDepan : row.gelarBelakang)) throw badRequest(`Pendidikan ini tidak memiliki gelar di ${lokasi === 'depan' ? 'depan' : 'belakang'} nama`);
  const values = { nip, pendidikanId, lokasi, checked, updatedBy: user.id, updatedAt: new Date() };
  await db
    .insert(personnelDegreeChoices)
    .values(values)
    .onConflictDoUpdate({ target: [personnelDegreeChoices.nip, personnelDegreeChoices.pendidikanId, personnelDegreeChoices.lokasi], set: { checked, updatedBy: user.id, updatedAt: values.updatedAt } });
  return gelarState({ db, nip, actor: user.id });
}

