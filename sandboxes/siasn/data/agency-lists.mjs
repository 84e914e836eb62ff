// What the agency (instansi) lists of KP and pensiun (kp.mjs, pensiun.mjs) share: their memo,
// synthetic civil servants who are not in the province, where a listed proposal stands and the
// decrees it carries by then.
import { drawPositions, drawRanks, rankCap } from './career.mjs';
import { dmy, parts } from './dates.mjs';
import { LEVELS, MAJORS, TRACKS } from './education-reference.mjs';
import { createNipRegistry } from './nip.mjs';
import { chooseTrack, createPerson } from './people.mjs';
import { createRng } from './random.mjs';
import { skNumber } from './row-parts.mjs';
import { STATUS_NAMES } from './status-names.mjs';
import { buildUnits } from './units.mjs';

const UNITS = buildUnits();
const UNITS_BY_CODE = new Map(UNITS.map((unit) => [unit.code, unit]));
const STAFFED = UNITS.filter((unit) => unit.leaf);

const caches = new WeakMap();

/**
 * `build()` once per province, list and key (the province is memoised per seed and day, so every
 * sandbox in a process shares these); each list keeps its `keep` most recently used keys.
 */
export function memoised(province, list, key, build, keep = 8) {
  if (!caches.has(province)) caches.set(province, new Map());
  const lists = caches.get(province);
  if (!lists.has(list)) lists.set(list, new Map());
  const cache = lists.get(list);
  const value = cache.has(key) ? cache.get(key) : build();
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > keep) cache.delete(cache.keys().next().value);
  return value;
}

/** A NIP registry whose synthetic people never take a province NIP; `seed` names the list. */
export function nipRegistry(province, seed) {
  const nips = memoised(province, 'nips', '', () => new Set(province.people.map((p) => p.nip)));
  return createNipRegistry(createRng(`${province.seed}:${seed}`), nips);
}

/**
 * A civil servant who is not in the province, on the staff of one of its units (`opd`: that
 * unit's perangkat daerah), with ranks and posts up to `until`. `draw()` gives their
 * `{ birth, tmtCpns }`, drawn again until `fits(ranks, cap)` (cap: the highest rank they may reach).
 */
export function syntheticPerson(rng, registry, { until, draw, fits = () => true }) {
  const unit = rng.pick(STAFFED);
  const track = chooseTrack(rng, unit, 'staff');
  const career = { role: 'staff', track, pppk: false, entryLevel: MAJORS[TRACKS[track].majors[0]].level };
  const cap = rankCap(career);
  let dates;
  let ranks;
  do {
    dates = draw();
    ranks = drawRanks(rng, { ...career, tmtCpns: dates.tmtCpns }, until, LEVELS[career.entryLevel].entryRank);
  } while (!fits(ranks, cap));
  const person = createPerson({ role: 'staff', unit, track, pppk: false, ...dates }, { rng, today: until, registry });
  person.ranks = ranks;
  person.positions = drawPositions(rng, person, ranks, null, until);
  person.opd = UNITS_BY_CODE.get(unit.opdCode);
  return person;
}

// Where a listed proposal stands (protocol 6.5), what it carries by then (0 nothing yet, 1 the
// signed pertek and the SK draft, 2 the signed SK too), and how often it is drawn while its TMT
// is ahead and once it has passed.
const LIST_STATUSES = [
  [1, 0, 12, 0], [2, 0, 10, 0], [5, 0, 5, 1], [6, 0, 2, 4], [12, 0, 10, 0], [13, 0, 2, 3], [15, 0, 8, 0], [19, 0, 5, 0],
  [20, 0, 4, 0], [22, 1, 10, 2], [36, 1, 5, 1], [46, 1, 4, 1], [49, 2, 2, 15], [32, 2, 1, 15], [11, 2, 0, 30], [31, 2, 0, 20],
];

/**
 * Where a listed proposal stands (protocol 6.5) and the decrees it carries by then: the pertek
 * `lead` ([min, max]) days before the TMT and the SK 5 to 25 days after the pertek, each only once
 * its day is past; `signed` (a promotion the person's record has) keeps to statuses with an SK.
 * Their files live under `folder` (`kp/20261001`), named by the PNS id, which download-dok serves;
 * without them a row has empty numbers and null dates and paths.
 */
export function proposalOf(rng, { tmt, today, lead, signed = false, folder, pnsId, pertekCode, skCode }) {
  const pertek = tmt - rng.int(...lead);
  const sk = pertek + rng.int(5, 25);
  const reached = signed || sk < today ? 2 : pertek < today ? 1 : 0;
  const choices = LIST_STATUSES.filter(([, stage]) => (signed ? stage === 2 : stage <= reached)).map(([code, stage, ahead, after]) => [[code, stage], tmt <= today ? after : ahead]);
  const [code, stage] = rng.weighted(choices);
  const file = (name) => `${folder}/${pnsId}_${name}.pdf`;
  return {
    statusUsulan: String(code), statusUsulanNama: STATUS_NAMES[code], hasSk: stage === 2,
    pertekNomor: stage >= 1 ? `${pertekCode}-${parts(pertek).y}${rng.digits(8)}` : '', pertekTgl: stage >= 1 ? dmy(pertek) : null,
    pertekPath: stage >= 1 ? file('pertek') : null, previewPath: stage >= 1 ? file('preview_sk') : null,
    skNomor: stage >= 2 ? skNumber(rng, skCode, sk) : '', skTgl: stage >= 2 ? dmy(sk) : null, skPath: stage >= 2 ? file('sk') : null,
  };
}

/** List order: by NIP, then id (synthetic NIPs are unique within a list, not across days). */
export const byNip = (a, b) => (a.nipBaru === b.nipBaru ? (a.id < b.id ? -1 : 1) : a.nipBaru < b.nipBaru ? -1 : 1);
