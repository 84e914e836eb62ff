// What each read endpoint's `data` holds (siasn-protocol.md 3), by NIP. Every section answers null
// for an NIP that is not in the province (the server's 404 `Data tidak ditemukan`); data-anak also
// answers null for a person without children, as SIASN does. Each call builds fresh rows.
import { currentIpasn } from './legacy-performance.mjs';
import { recordGroup, sectionOf } from './record-groups.mjs';
import { INSTANSI } from './units.mjs';

/** Endpoint path -> the province's method for it. Photos (/pns/photo/{pnsId}) are not here yet. */
export const READ_SECTIONS = {
  '/pns/data-utama/{nip}': 'dataUtama',
  '/pns/data-utama/paruhwaktu/{nip}': 'dataUtamaParuhWaktu',
  '/pns/nilaiipasn/{nip}': 'nilaiIpasn',
  '/pns/rw-jabatan/{nip}': 'rwJabatan',
  '/pns/rw-golongan/{nip}': 'rwGolongan',
  '/pns/rw-pendidikan/{nip}': 'rwPendidikan',
  '/pns/rw-diklat/{nip}': 'rwDiklat',
  '/pns/rw-kursus/{nip}': 'rwKursus',
  '/pns/rw-angkakredit/{nip}': 'rwAngkaKredit',
  '/pns/rw-skp22/{nip}': 'rwSkp22',
  '/pns/rw-skp/{nip}': 'rwSkp',
  '/pns/rw-kinerjaperiodik/{nip}': 'rwKinerjaPeriodik',
  '/pns/rw-penghargaan/{nip}': 'rwPenghargaan',
  '/pns/rw-sertifikasi/{nip}': 'rwSertifikasi',
  '/pns/data-pasangan/{nip}': 'dataPasangan',
  '/pns/data-anak/{nip}': 'dataAnak',
  '/pns/data-ortu/{nip}': 'dataOrtu',
  '/pns/rw-masakerja/{nip}': 'rwMasaKerja',
  '/pns/rw-cltn/{nip}': 'rwCltn',
  '/pns/rw-hukdis/{nip}': 'rwHukdis',
  '/pns/rw-pwk/{nip}': 'rwPwk',
  '/pns/rw-pindahinstansi/{nip}': 'rwPindahInstansi',
  '/pns/rw-pnsunor/{nip}': 'rwPnsUnor',
  '/pns/rw-pemberhentian/{nip}': 'rwPemberhentian',
  '/pns/rw-dp3/{nip}': 'rwDp3',
  '/pns/rw-tubel/{nip}': 'rwTubel',
};

/** Single-record reads (`/{kind}/id/{rwId}`, protocol 3 "Also called"): the kind -> the section its rows live in. */
export const SINGLE_RECORD_SECTIONS = { jabatan: 'rwJabatan', angkakredit: 'rwAngkaKredit', diklat: 'rwDiklat', kursus: 'rwKursus', hukdis: 'rwHukdis', penghargaan: 'rwPenghargaan', skp: 'rwSkp', skp22: 'rwSkp22' };
// The record groups whose sections hold riwayat rows, each with an id (`ID` on penghargaan).
const ROW_GROUPS = ['career', 'development', 'status', 'appraisal'];
const rowId = (row) => row.id ?? row.ID;

/** Row id -> { nip, section } over everyone's riwayat rows, each group drawn once a person. */
function indexRows(people, env) {
  const index = new Map();
  for (const person of people) {
    for (const group of ROW_GROUPS) {
      for (const [section, rows] of Object.entries(recordGroup(person, group, env))) {
        if (Array.isArray(rows)) for (const row of rows) if (rowId(row)) index.set(rowId(row), { nip: person.nip, section });
      }
    }
  }
  return index;
}

const summary = (p) => ({
  nip: p.nip, pnsId: p.pnsId, nama: p.nama, gelarDepan: p.gelarDepan, gelarBelakang: p.gelarBelakang, fullName: p.fullName,
  username: p.username, pppk: p.pppk, unitCode: p.unit.code, unorId: p.unit.id, role: p.role,
});

const refUnorRow = (u, byCode, heads) => ({
  Id: u.id, InstansiId: INSTANSI.id, DiatasanId: u.parentCode ? byCode.get(u.parentCode).id : null, EselonId: u.eselonId ? String(u.eselonId) : '',
  NamaUnor: u.name, NamaJabatan: u.eselonId ? u.headTitle : '', CepatKode: u.code, IndukUnorId: byCode.get(u.opdCode).id,
  PemimpinPnsId: heads.get(u.code)?.pnsId ?? '', JenisUnorId: u.school ? '2' : '1',
});

export function provinceApi({ today, units, people, heads, env }) {
  const byNip = new Map(people.map((p) => [p.nip, p]));
  const byCode = new Map(units.map((u) => [u.code, u]));
  const find = (nip) => byNip.get(String(nip ?? ''));
  let owners = null;
  const api = { seed: env.seed, today, size: people.length, people: people.map(summary) };
  for (const name of Object.values(READ_SECTIONS)) api[name] = (nip) => (find(nip) ? sectionOf(find(nip), name, env) : null);
  // No part-time PPPK in the province: that endpoint always answers not found.
  api.dataUtamaParuhWaktu = () => null;
  api.findByNip = (nip) => (find(nip) ? summary(find(nip)) : null);
  /** A PNS's ranks, oldest first: `{ rankId, tmt }` (a day number) and `jenisKP`; [] for PPPK, null for an unknown NIP. */
  api.rankHistory = (nip) => find(nip)?.ranks.map((rank) => ({ ...rank })) ?? null;
  /** The current IP ASN score with its created_at; null before the person served or for an unknown NIP. */
  api.nilaiIpasn = (nip) => {
    const person = find(nip);
    return person ? currentIpasn(person, env, (name) => sectionOf(person, name, env)) : null;
  };
  /**
   * Whose riwayat row an id is, and its section (a write names only the id), or null. The first
   * call indexes every person's rows (one to two seconds); the index is the province's, shared.
   */
  api.recordOwner = (id) => {
    owners ??= indexRows(people, env);
    return owners.get(String(id ?? '')) ?? null;
  };
  api.refUnor = () => units.map((u) => refUnorRow(u, byCode, heads));
  return api;
}
