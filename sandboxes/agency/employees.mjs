// The agency's employee list (`GET /pegawai`): the province's people as the agency keeps them, plus,
// when asked for more rows (the benchmark's 100,000), deterministic synthetic employees. A synthetic
// employee copies the post of a staff member of the province (unit, position, rank, education and
// titles) under a new name and a new NIP that no one else has. The NIPs are drawn and sorted once;
// each page's rows are built when asked, so a large list costs a sorted index, not its rows.
import { parseNip } from '../siasn/data/index.mjs';
import { fullName, personName } from '../siasn/data/names.mjs';
import { PPPK_MARK } from '../siasn/data/nip.mjs';
import { createRng } from '../siasn/data/random.mjs';

// PPPK grades by education (tkPendidikanTerakhirId), the sandbox's reading of Perpres 98/2020:
// SLTA V, D-III VII, S-1 IX, S-2 X, S-3 XI.
const PPPK_GRADE = { 15: 'V', 30: 'VII', 40: 'IX', 45: 'X', 50: 'XI' };

const pad = (n, width = 2) => String(n).padStart(width, '0');
/** SIASN's DD-MM-YYYY as YYYY-MM-DD (the agency's dates). */
const isoOf = (dmy) => (dmy ? dmy.split('-').reverse().join('-') : null);

/** The fields a person's post gives (shared by the person and the synthetic copies of their post). */
function postOf(person, view) {
  const { utama } = person;
  const unit = view.unitById.get(utama.unorId);
  const opd = view.opdOf(utama.unorId);
  return {
    jenis_pegawai: person.pppk ? 'PPPK' : 'PNS',
    golongan: person.pppk ? PPPK_GRADE[utama.tkPendidikanTerakhirId] ?? 'V' : utama.golRuangAkhir,
    jabatan: utama.jabatanNama,
    unor_id: unit.Id,
    unor_nama: unit.NamaUnor,
    opd_id: opd.Id,
    opd_nama: opd.NamaUnor,
  };
}

const provinceRow = (person, view) => ({
  nip: person.nip,
  nama: person.fullName,
  ...postOf(person, view),
  tmt_pensiun: isoOf(person.utama.tmtPensiun),
  jenis_kelamin: person.utama.jenisKelamin,
  pendidikan: person.utama.pendidikanTerakhirNama,
});

/**
 * A NIP for someone of the template's kind (PNS or PPPK) and gender, aged 23 to their retirement
 * age minus one, never one in `taken`: birth date, CPNS month (PPPK: year and `21`), gender, then
 * the first free sequence from a drawn one.
 */
function drawNip(rng, template, year, taken) {
  const age = rng.int(23, Number(template.utama.bupPensiun) - 1);
  const birth = `${year - age}${pad(rng.int(1, 12))}${pad(rng.int(1, 28))}`;
  const born = year - age;
  const appointed = template.pppk ? `${rng.int(Math.max(2019, born + 22), year - 1)}${PPPK_MARK}` : `${rng.int(born + 22, Math.min(year - 1, born + 35))}${pad(rng.int(1, 12))}`;
  const prefix = `${birth}${appointed}${template.utama.jenisKelamin === 'F' ? '2' : '1'}`;
  let sequence = rng.int(1, 999);
  for (let tries = 0; taken.has(`${prefix}${pad(sequence, 3)}`); tries += 1) {
    if (tries === 999) return drawNip(rng, template, year, taken);
    sequence = (sequence % 999) + 1;
  }
  return `${prefix}${pad(sequence, 3)}`;
}

/** Retirement: the first day of the month after the birthday at the retirement age. */
function retirementDay(nip, bup) {
  const [y, m] = parseNip(nip).birth.split('-').map(Number);
  const day = new Date(Date.UTC(y + bup, m, 1));
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-01`;
}

function syntheticRow({ nip, template, index }, view, seed) {
  const name = personName(createRng(`${seed}:agency:pegawai:${index}:nama`), template.utama.jenisKelamin);
  return {
    nip,
    nama: fullName(name, template.utama.gelarDepan, template.utama.gelarBelakang),
    ...postOf(template, view),
    tmt_pensiun: retirementDay(nip, Number(template.utama.bupPensiun)),
    jenis_kelamin: template.utama.jenisKelamin,
    pendidikan: template.utama.pendidikanTerakhirNama,
  };
}

/**
 * `page(limit, offset)` gives `{ data, count }` of the list ordered by NIP: the province's people,
 * plus synthetic employees up to `rows` when that is more. The index is built on the first call.
 * @param {{ view: ReturnType<typeof import('./province-view.mjs').createProvinceView>, seed: string, today: string, rows?: number }} opts
 */
export function createEmployees({ view, seed, today, rows = 0 }) {
  let index = null;

  function build() {
    const people = view.people();
    const entries = people.map((person) => ({ nip: person.nip, person }));
    const taken = new Set(entries.map((entry) => entry.nip));
    const templates = people.filter((person) => person.role === 'staff');
    const year = Number(today.slice(0, 4));
    for (let i = 0; entries.length < rows; i += 1) {
      const rng = createRng(`${seed}:agency:pegawai:${i}`);
      const template = rng.pick(templates);
      const nip = drawNip(rng, template, year, taken);
      taken.add(nip);
      entries.push({ nip, template, index: i });
    }
    return entries.sort((a, b) => (a.nip < b.nip ? -1 : 1));
  }

  return {
    page(limit, offset) {
      index ??= build();
      const data = index.slice(offset, offset + limit).map((entry) => (entry.person ? provinceRow(entry.person, view) : syntheticRow(entry, view, seed)));
      return { data, count: index.length };
    },
  };
}
