// A person's core, drawn when the province is generated: identity, education, ranks, positions and
// recognised earlier work. Everything else is drawn from it on demand (record-groups.mjs).
import { parts } from './dates.mjs';
import { LEVELS } from './education-reference.mjs';
import { createPerson } from './people.mjs';
import { drawPositions, drawRanks } from './career.mjs';
import { drawPmk } from './status-records.mjs';
import { createRng } from './random.mjs';

export function personCore(spec, index, { seed, today, registry, tree }) {
  const rng = createRng(`${seed}:person:${index}`);
  const person = createPerson(spec, { rng, today, registry });
  person.index = index;
  person.start = person.tmtCpns ?? person.tmtPppk;
  person.nipLama = !person.pppk && parts(person.tmtCpns).y < 1999 ? `0${rng.digits(8)}` : '';
  const others = (tree.leavesByOpd.get(person.unit.opdCode) ?? []).filter((u) => u !== person.unit);
  person.otherUnit = others.length ? rng.pick(others) : null;
  person.pmk = drawPmk(rng, person);
  person.pmkMonths = person.pmk?.months ?? 0;
  person.ranks = drawRanks(rng, person, today, LEVELS[person.entryLevel].entryRank);
  person.positions = drawPositions(rng, person, person.ranks, tree, today);
  for (const position of person.positions) position.id = rng.uuid();
  return person;
}
