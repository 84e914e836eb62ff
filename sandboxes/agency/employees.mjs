// The agency's employee list (`GET /pegawai`): the province's people as the agency keeps them, plus,
// when asked for more rows (the benchmark's 100,000), deterministic synthetic employees. A synthetic
// employee copies the post of a staff member of the province (unit, position, rank, education and
// titles) under a new name and a new NIP that no one else has. The NIPs are drawn and sorted once;
// each page's rows are built when asked, so a large list costs a sorted index, not its rows.
import { dmy, parseToday, parts, toDay } from '../siasn/data/dates.mjs';
import { parseNip } from '../siasn/data/index.mjs';
import { fullName, personName } from '../siasn/data/names.mjs';
import { createNipRegistry, nipPrefix } from '../siasn/data/nip.mjs';
import { createRng } from '../siasn/data/random.mjs';

// PPPK grades by education (tkPendidikanTerakhirId), the sandbox's reading of Perpres 98/2020:
// SLTA V, D-III VII, S-1 IX, S-2 X, S-3 XI.
const PPPK_GRADE = { 15: 'V', 30: 'VII', 40: 'IX', 45: 'X', 50: 'XI' };

/** SIASN's DD-MM-YYYY as YYYY-MM-DD (the agency's dates). */
const isoOf = (text) => (text ? text.split('-').reverse().join('-') : null);

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
 * A new NIP (from `registry`, so no one else's) for someone of the template's kind (PNS or PPPK)
 * and gender, aged 23 to their retirement age minus one on `today` (a day number).
 */
function drawNip(rng, template, today, registry) {
  const year = parts(today).y;
  const born = year - rng.int(23, Number(template.utama.bupPensiun) - 1);
  const person = { birth: toDay(born, rng.int(1, 12), rng.int(1, 28)), gender: template.utama.jenisKelamin, pppk: template.pppk, tmtCpns: null, tmtPppk: null };
  if (template.pppk) person.tmtPppk = toDay(rng.int(Math.max(2019, born + 22), year - 1), 1, 1);
  else person.tmtCpns = toDay(rng.int(born + 22, Math.min(year - 1, born + 35)), rng.int(1, 12), 1);
  return registry.issue(nipPrefix(person));
}

/** Retirement: the first day of the month after the birthday at the retirement age (as data utama has it). */
function retirementDay(nip, bup) {
  const [y, m] = parseNip(nip).birth.split('-').map(Number);
  return isoOf(dmy(toDay(y + bup, m + 1, 1)));
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
    const registry = createNipRegistry(createRng(`${seed}:agency:pegawai:nip`));
    for (const entry of entries) registry.reserve(entry.nip);
    const templates = people.filter((person) => person.role === 'staff');
    const day = parseToday(today);
    for (let i = 0; entries.length < rows; i += 1) {
      const rng = createRng(`${seed}:agency:pegawai:${i}`);
      const template = rng.pick(templates);
      entries.push({ nip: drawNip(rng, template, day, registry), template, index: i });
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
