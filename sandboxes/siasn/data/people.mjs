// One civil servant's identity, life dates and education, drawn from their own generator so that a
// person does not change when another one is added.
import { EAST_JAVA_REGIONS } from './catalogue.mjs';
import { addMonths, parts, toDay } from './dates.mjs';
import { LEVELS, MAJORS, TRACKS, TRACKS_BY_KIND } from './education-reference.mjs';
import { nipPrefix } from './nip.mjs';
import { fullName, personName } from './names.mjs';

// Years of service a head of each eselon has (enough to have reached the rank the post needs).
const HEAD_SERVICE = { 12: [26, 31], 21: [20, 31], 22: [20, 31], 31: [14, 31], 41: [10, 31] };
const MIN_CPNS_AGE = { SLTA: 19, D3: 22, S1: 23 };
const TYPICAL_AGE = { SD: 12, SLTP: 15, SLTA: 18, D3: 21, S1: 22 };
const FEMALE_SHARE = { guru: 0.6, bidan: 1, perawat: 0.65, perawatD3: 0.65 };
const HEAD_TRACKS = (kind) => TRACKS_BY_KIND[kind].filter(([key]) => TRACKS[key].ladder === 'ahli' || key === 's1');
const place = (region) => region.name.replace(/^(Kabupaten|Kota) /, '');
const CAMPUS = ['Universitas Negeri', 'Universitas Islam', 'Universitas Muhammadiyah', 'Politeknik Negeri', 'Sekolah Tinggi Ilmu'];

/** A career track for a post in `unit` (a head's needs a degree). */
export function chooseTrack(rng, unit, role) {
  const kind = unit.school ? 'school' : unit.kind;
  return rng.weighted(role === 'head' ? HEAD_TRACKS(kind) : TRACKS_BY_KIND[kind]);
}

function drawDates(rng, today, spec, level, trackKey) {
  const minAge = trackKey === 'dokter' ? 26 : MIN_CPNS_AGE[level];
  const todayYear = parts(today).y;
  if (spec.pppk) {
    const tmtPppk = toDay(rng.int(2021, todayYear - 1), rng.pick([1, 3, 4]), 1);
    return { tmtPppk, tmtCpns: null, birth: toDay(parts(tmtPppk).y - rng.int(Math.max(minAge, 22), 50), rng.int(1, 12), rng.int(1, 28)) };
  }
  const [sMin, sMax] = spec.role === 'head' ? HEAD_SERVICE[spec.eselonId] : [1, 33];
  let service = rng.int(sMin, sMax);
  if (56 - service < minAge) service = 56 - minAge;
  const maxAge = Math.min(35, 56 - service);
  const cpnsAge = rng.int(minAge, spec.role === 'head' ? Math.min(maxAge, minAge + 4) : maxAge);
  let tmtCpns = toDay(todayYear - service, rng.int(1, 12), 1);
  if (tmtCpns > today - 180) tmtCpns = addMonths(tmtCpns, -12);
  return { tmtCpns, tmtPppk: null, birth: toDay(parts(tmtCpns).y - cpnsAge, rng.int(1, 12), rng.int(1, 28)) };
}

function school(rng, majorKey, region) {
  const { level } = MAJORS[majorKey];
  if (level === 'SD' || level === 'SLTP' || level === 'SLTA') {
    const kind = { SD: 'SD', SLTP: 'SMP', SLTA: majorKey === 'smk' ? 'SMK' : 'SMA' }[level];
    return `${kind} Negeri ${rng.int(1, 5)} ${place(region)}`;
  }
  return `${rng.pick(CAMPUS)} ${place(rng.pick(EAST_JAVA_REGIONS))}`;
}

/** Education rows in order, each { majorKey, graduated (day), school }. */
function drawEducation(rng, spec, person, majorKey, today) {
  const top = MAJORS[majorKey];
  const region = person.birthRegion;
  const by = parts(person.birth).y;
  const start = person.tmtCpns ?? person.tmtPppk;
  const rows = [['sd', 'SD'], ['sltp', 'SLTP'], [top.level === 'SLTA' ? majorKey : 'sma', 'SLTA']].map(([key, level]) => ({
    majorKey: key, graduated: toDay(by + TYPICAL_AGE[level], 6, rng.int(10, 28)), school: school(rng, key, region),
  }));
  if (top.level !== 'SLTA') {
    const earliest = Math.max(toDay(by + TYPICAL_AGE[top.level] + 1, 7, 1), addMonths(start, -36));
    const latest = addMonths(start, -3);
    rows.push({ majorKey, graduated: earliest + Math.floor(rng.next() * Math.max(1, latest - earliest)), school: school(rng, majorKey, region) });
  }
  const service = parts(today).y - parts(start).y;
  const p = spec.role === 'head' ? (spec.eselonId <= 31 ? 0.75 : 0.55) : TRACKS[person.track].ladder === 'ahli' ? 0.25 : 0.08;
  if (top.level === 'S1' && !spec.pppk && !spec.noHigherDegree && service >= 6 && rng.chance(p)) {
    const s2 = toDay(parts(start).y + rng.int(3, service - 2), rng.int(1, 12), rng.int(1, 28));
    rows.push({ majorKey: TRACKS[person.track].s2, graduated: s2, school: school(rng, TRACKS[person.track].s2, region), afterCpns: true });
    if (spec.role === 'head' && spec.eselonId <= 22 && rng.chance(0.2) && s2 + 4 * 365 < today - 180) {
      rows.push({ majorKey: 'dr', graduated: s2 + rng.int(3 * 365, Math.min(6 * 365, today - 180 - s2)), school: school(rng, 'dr', region), afterCpns: true });
    }
  }
  return rows;
}

/** Titles from the degrees: S-3 `Dr.` before a doctor's `dr.`; S-1 titles before S-2 ones. */
export function titlesOf(education) {
  const majors = education.map((row) => MAJORS[row.majorKey]);
  const depan = majors.map((m) => m.gelarDepan).filter(Boolean).reverse().join(' ');
  const belakang = majors.map((m) => m.gelarBelakang).filter(Boolean).join(', ');
  return { gelarDepan: depan, gelarBelakang: belakang };
}

export function createPerson(spec, { rng, today, registry }) {
  const unit = spec.unit;
  const track = spec.track ?? chooseTrack(rng, unit, spec.role);
  const majorKey = spec.major ?? rng.pick(TRACKS[track].majors);
  const gender = spec.gender ?? (rng.chance(FEMALE_SHARE[track] ?? 0.45) ? 'F' : 'M');
  const dates = spec.birth ? { birth: spec.birth, tmtCpns: spec.tmtCpns, tmtPppk: null } : drawDates(rng, today, spec, MAJORS[majorKey].level, track);
  const person = {
    ...dates, role: spec.role, unit, eselonId: spec.eselonId ?? null, track, gender, pppk: Boolean(spec.pppk), username: spec.username ?? null,
    pnsId: rng.hex32(), nama: spec.nama ?? personName(rng, gender), birthRegion: rng.pick(EAST_JAVA_REGIONS),
    religionId: rng.weighted([['1', 93], ['2', 3.5], ['3', 2], ['4', 1], ['5', 0.5]]),
  };
  person.nip = spec.nip ? registry.reserve(spec.nip) : registry.issue(nipPrefix(person));
  person.education = drawEducation(rng, spec, person, majorKey, today);
  person.entryLevel = MAJORS[majorKey].level;
  Object.assign(person, titlesOf(person.education));
  person.fullName = fullName(person.nama, person.gelarDepan, person.gelarBelakang);
  person.topLevel = LEVELS[MAJORS[person.education[person.education.length - 1].majorKey].level];
  return person;
}
