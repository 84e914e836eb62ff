// A person's records by group, each drawn from its own generator (seed, person, group), so any
// section can be drawn alone, in any order, and always comes out the same. Nothing is kept: each
// call builds fresh rows, which callers may change freely.
import { positionTitle, golonganRows, jabatanRows, pendidikanRows } from './career-rows.mjs';
import { diklatRows, kursusRows, penghargaanRows, sertifikasiRows } from './development.mjs';
import { cltnRows, hukdisRows, masaKerjaRows, pnsUnorRows, tubelRows } from './status-records.mjs';
import { drawFamily, drawParents } from './family.mjs';
import { dataUtama } from './data-utama.mjs';
import { angkaKreditRows, kinerjaPeriodikRows, skp22Rows } from './performance.mjs';
import { dp3Rows, skpRows } from './legacy-performance.mjs';
import { dmy } from './dates.mjs';
import { createRng } from './random.mjs';

/** The appraiser as appraisal rows name them; the governor (not a civil servant) above the Sekda. */
export function appraiser(person) {
  if (!person) return { nama: 'Gubernur Jawa Timur', nip: '', pnsId: '', golonganId: '', tmtGolongan: '', jabatan: 'Gubernur', unor: 'Pemerintah Provinsi Jawa Timur', status: 'NON ASN' };
  const rank = person.ranks[person.ranks.length - 1];
  const position = person.positions[person.positions.length - 1];
  return {
    nama: person.fullName, nip: person.nip, pnsId: person.pnsId, golonganId: rank ? String(rank.rankId) : '', tmtGolongan: dmy(rank?.tmt ?? null),
    jabatan: positionTitle(position), unor: position.unit.name, status: 'ASN',
  };
}

const GROUPS = {
  career(rng, person, ctx) {
    const rwJabatan = jabatanRows(rng, person, person.positions, ctx);
    return { rwJabatan, rwGolongan: golonganRows(rng, person, person.ranks, ctx), rwPendidikan: pendidikanRows(rng, person, ctx), rwPnsUnor: pnsUnorRows(rng, person, rwJabatan, ctx) };
  },
  development: (rng, person, ctx, { today }) => ({
    rwDiklat: diklatRows(rng, person, today, ctx), rwKursus: kursusRows(rng, person, today, ctx),
    rwSertifikasi: sertifikasiRows(rng, person, today, ctx), rwPenghargaan: penghargaanRows(rng, person, today, ctx),
  }),
  status: (rng, person, ctx, { today }) => ({
    rwMasaKerja: masaKerjaRows(rng, person, person.pmk, today, ctx), rwCltn: cltnRows(rng, person, today, ctx),
    rwHukdis: hukdisRows(rng, person, person.ranks, today, ctx), rwTubel: tubelRows(rng, person, ctx), rwPwk: [], rwPindahInstansi: [], rwPemberhentian: [],
  }),
  family(rng, person, ctx, { today }) {
    const family = drawFamily(rng, person, today, ctx);
    const listPasangan = family.spouse ? [{ orang: family.spouse, statusNikah: 'Menikah', dataPernikahan: family.marriage }] : [];
    return {
      family, dataPasangan: { nipBaru: person.nip, nipLama: person.nipLama, idPns: person.pnsId, listPasangan },
      dataAnak: family.children.length ? { listAnak: family.children } : null, dataOrtu: drawParents(rng, person, today, ctx),
    };
  },
  utama: (rng, person, ctx, env) => ({ dataUtama: dataUtama(rng, person, recordGroup(person, 'family', env).family, env.today, ctx) }),
  appraisal(rng, person, ctx, env) {
    const supervisor = env.supervisorOf(person);
    const penilai = appraiser(supervisor);
    const atasan = appraiser(supervisor && env.supervisorOf(supervisor));
    const rwSkp22 = skp22Rows(rng, person, penilai, env.today, ctx);
    return {
      rwSkp22, rwKinerjaPeriodik: kinerjaPeriodikRows(rng, person, penilai, env.today, ctx), rwAngkaKredit: angkaKreditRows(rng, person, rwSkp22, env.today, ctx),
      rwSkp: skpRows(rng, person, penilai, atasan, ctx), rwDp3: dp3Rows(rng, person, penilai, atasan, ctx),
    };
  },
};

/** One group's records; `env` is { seed, today, tree, supervisorOf }. */
export function recordGroup(person, name, env) {
  const rng = createRng(`${env.seed}:${name}:${person.index}`);
  const ctx = { ...env.tree, uuid: () => rng.uuid(), createdAt: env.today };
  return GROUPS[name](rng, person, ctx, env);
}

/** Section name -> the group that draws it. */
export const SECTION_GROUPS = Object.fromEntries(
  Object.entries({
    career: 'rwJabatan rwGolongan rwPendidikan rwPnsUnor', development: 'rwDiklat rwKursus rwSertifikasi rwPenghargaan',
    status: 'rwMasaKerja rwCltn rwHukdis rwTubel rwPwk rwPindahInstansi rwPemberhentian', family: 'dataPasangan dataAnak dataOrtu',
    utama: 'dataUtama', appraisal: 'rwSkp22 rwKinerjaPeriodik rwAngkaKredit rwSkp rwDp3',
  }).flatMap(([group, names]) => names.split(' ').map((name) => [name, group])),
);

export const sectionOf = (person, name, env) => recordGroup(person, SECTION_GROUPS[name], env)[name];
