// The synthetic province: units, then one spec per post and staff member, then each person's
// records, then the appraisals (which need the heads). Memoised per seed and day.
import { dmy, parseToday } from './dates.mjs';
import { createRng } from './random.mjs';
import { buildUnits } from './units.mjs';
import { createNipRegistry } from './nip.mjs';
import { demoSpecs } from './demo.mjs';
import { personCore } from './person-core.mjs';
import { provinceApi } from './sections.mjs';

export const DEFAULT_SEED = 'helpdesk-asn-jatim';
const FILL = [1, 0.9, 0.5];

function groupBy(list, key) {
  const map = new Map();
  for (const item of list) if (key(item) !== null) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

function specsFor(units, rng) {
  const specs = [];
  for (const unit of units) {
    if (unit.eselonId && rng.chance(FILL[unit.level])) specs.push({ role: 'head', unit, eselonId: unit.eselonId });
    if (!unit.leaf) continue;
    const staff = unit.school ? rng.int(24, 34) : unit.level === 1 ? rng.int(6, 10) : rng.int(3, 5);
    for (let i = 0; i < staff; i++) specs.push({ role: 'staff', unit, pppk: rng.chance(unit.school ? 0.25 : 0.1) });
  }
  return specs;
}

/** The head above a person (their unit's, or above it for a head); the Sekda at the top; null above the Sekda. */
function supervisorOf(person, heads, unitsByCode, sekda) {
  let code = person.role === 'head' ? person.unit.parentCode : person.unit.code;
  while (code) {
    const head = heads.get(code);
    if (head && head !== person) return head;
    code = unitsByCode.get(code).parentCode;
  }
  return person === sekda ? null : sekda;
}

function build(seed, today) {
  const units = buildUnits();
  const unitsByCode = new Map(units.map((u) => [u.code, u]));
  const tree = {
    unitsByCode,
    unitsByEselon: groupBy(units, (u) => u.eselonId ?? null),
    leavesByOpd: groupBy(units.filter((u) => u.leaf && !u.school), (u) => u.opdCode),
  };
  const demo = demoSpecs().map((spec) => ({ ...spec, unit: unitsByCode.get(spec.unitCode) }));
  const specs = [...demo, ...specsFor(units, createRng(`${seed}:posts`))];
  const registry = createNipRegistry(createRng(`${seed}:nip`));
  const people = specs.map((spec, index) => personCore(spec, index, { seed, today, registry, tree }));
  const heads = new Map(people.filter((p) => p.role === 'head').map((p) => [p.unit.code, p]));
  const sekda = heads.get('SETDA');
  const env = { seed, today, tree, supervisorOf: (person) => supervisorOf(person, heads, unitsByCode, sekda) };
  return provinceApi({ today: dmy(today), units, people, heads, env });
}

/** A fresh province, never memoised (tests compare two builds). */
export function buildProvince({ seed = DEFAULT_SEED, today } = {}) {
  return build(String(seed), parseToday(today));
}

const memo = new Map();

/** The province for a seed and a day (`YYYY-MM-DD` or a Date); the same arguments give the same object. */
export function generateProvince({ seed = DEFAULT_SEED, today } = {}) {
  const day = parseToday(today);
  const key = `${seed}\u0000${day}`;
  if (!memo.has(key)) {
    if (memo.size >= 4) memo.delete(memo.keys().next().value);
    memo.set(key, build(String(seed), day));
  }
  return memo.get(key);
}
