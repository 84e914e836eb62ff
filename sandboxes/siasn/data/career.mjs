// Ranks (golongan) and positions (jabatan) over a career: ranks climb the catalogue's 17 ids in
// order, positions follow the ranks (a functional level needs its rank, a structural post its
// minimum rank), every date between the CPNS date and today.
import { nextRank } from './catalogue.mjs';
import { addMonths, parts, toDay } from './dates.mjs';
import { PELAKSANA, TRACKS } from './education-reference.mjs';

const PELAKSANA_CAP = { SLTA: 32, D3: 33, S1: 34 };
const LADDER_CAP = { ahli: 43, terampil: 34 };
const HEAD_CAP = { 41: 34, 31: 42, 22: 44, 21: 44, 12: 45 };
/** The lowest rank a structural post of an eselon needs. */
const THRESHOLD = { 41: 33, 31: 34, 22: 41, 21: 41, 12: 43 };

/** Promotions take effect on 1 April or 1 October: the first of those on or after `day`. */
export function kpDate(day) {
  const { y, m, d } = parts(day);
  if (m < 4 || (m === 4 && d === 1)) return toDay(y, 4, 1);
  if (m < 10 || (m === 10 && d === 1)) return toDay(y, 10, 1);
  return toDay(y + 1, 4, 1);
}

export const rankAt = (ranks, day) => [...ranks].reverse().find((r) => r.tmt <= day) ?? ranks[0];

/** Functional level (koefisien id of the catalogue) for a rank on a ladder. */
export function jenjang(ladder, rankId) {
  if (ladder === 'terampil') return rankId === undefined ? 62 : rankId <= 21 ? 52 : rankId <= 24 ? 62 : rankId <= 32 ? 72 : 82;
  return rankId === undefined ? 12 : rankId <= 32 ? 12 : rankId <= 34 ? 22 : rankId <= 43 ? 32 : 42;
}

/** The highest rank a person's post or education lets them reach. */
export function rankCap({ role, eselonId, track, entryLevel }) {
  const { ladder } = TRACKS[track];
  return role === 'head' ? HEAD_CAP[eselonId] : ladder ? LADDER_CAP[ladder] : PELAKSANA_CAP[entryLevel];
}

export function drawRanks(rng, person, today, entryRank) {
  if (person.pppk) return [];
  const { ladder } = TRACKS[person.track];
  const cap = rankCap(person);
  const ranks = [{ rankId: entryRank, tmt: person.tmtCpns, jenisKP: '211' }];
  for (;;) {
    const last = ranks[ranks.length - 1];
    const next = nextRank(last.rankId);
    const years = ladder && person.role !== 'head' ? rng.weighted([[2, 1], [3, 3], [4, 6]]) : 4;
    const tmt = kpDate(addMonths(last.tmt, years * 12));
    if (!next || next.id > cap || tmt > today) return ranks;
    ranks.push({ rankId: next.id, tmt, jenisKP: '101' });
  }
}

const between = (rng, from, to) => from + Math.floor(rng.next() * Math.max(1, to - from));
const pelaksanaName = (rng, level) => rng.pick(PELAKSANA[level === 'SLTA' || level === 'D3' ? level : 'S1']);

/** Rows before a structural career, or a whole staff career: pelaksana and/or functional. */
function staffRows(rng, person, ranks, unit, until, today) {
  const start = person.tmtCpns ?? person.tmtPppk;
  const { jf, ladder } = TRACKS[person.track];
  const rows = [];
  const years = Math.floor((until - start) / 365);
  const pelaksana = (tmt, at, mutasi = '') => ({ type: 4, unit: at, name: pelaksanaName(rng, person.entryLevel), tmt, jenisMutasi: mutasi });
  if (!jf) {
    if (!person.pppk && years >= 6 && rng.chance(0.35) && person.otherUnit) {
      rows.push(pelaksana(start, person.otherUnit));
      rows.push(pelaksana(between(rng, addMonths(start, 24), Math.min(until, today) - 60), unit, 'MU'));
    } else rows.push(pelaksana(start, unit));
    return rows;
  }
  let jfStart = start;
  if (!person.pppk && years >= 5 && rng.chance(0.3)) {
    rows.push(pelaksana(start, unit));
    jfStart = addMonths(start, 12 * rng.int(2, Math.min(6, years - 1)));
  }
  let level = null;
  for (const tmt of [jfStart, ...ranks.map((r) => r.tmt).filter((t) => t > jfStart && t < until)]) {
    const next = jenjang(ladder, person.pppk ? undefined : rankAt(ranks, tmt).rankId);
    if (next !== level) rows.push({ type: 2, unit, jf, level: next, tmt, jenisMutasi: rows.length ? 'MJ' : '' });
    level = next;
  }
  return rows;
}

/** Structural posts up to the person's own, each once the rank allows it. */
function structuralRows(rng, person, ranks, ctx, today) {
  const final = person.eselonId;
  const chain = [41, 31, 21].filter((e) => e > final).concat(final);
  const rows = [];
  let prev = addMonths(person.tmtCpns, 12);
  chain.forEach((eselonId, i) => {
    const last = i === chain.length - 1;
    const reached = ranks.find((r) => r.rankId >= THRESHOLD[eselonId])?.tmt ?? prev + 365;
    const lower = Math.max(reached, prev + 365);
    const cap = today - 30 - (chain.length - 1 - i) * 200;
    const tmt = Math.max(prev + 30, Math.min(lower + rng.int(0, 540), cap));
    const sameOpd = ctx.unitsByEselon.get(eselonId).filter((u) => u.opdCode === person.unit.opdCode);
    const unit = last ? person.unit : rng.pick(sameOpd.length && rng.chance(0.6) ? sameOpd : ctx.unitsByEselon.get(eselonId));
    rows.push({ type: 1, unit, eselonId, name: unit.headTitle, tmt, jenisMutasi: rows.length ? 'MJ' : '' });
    prev = tmt;
  });
  return rows;
}

export function drawPositions(rng, person, ranks, ctx, today) {
  if (person.role !== 'head') return staffRows(rng, person, ranks, person.unit, today + 1, today);
  const structural = structuralRows(rng, person, ranks, ctx, today);
  const early = person.otherUnit ?? person.unit;
  return [...staffRows(rng, person, ranks, early, structural[0].tmt, today), ...structural];
}
