// What the agency's employee list and job maps read off the SIASN sandbox's province (read-only):
// its units (the ref-unor rows) by id and parent, and each person's data utama, drawn once, on
// the first call that needs it (about 0.2 s for the province), not when the sandbox starts.

/** Items by `key(item)`, each group in the list's order. */
export function groupBy(list, key) {
  const map = new Map();
  for (const item of list) {
    const group = map.get(key(item));
    if (group) group.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

/**
 * @param {import('../siasn/data/index.mjs').Province} province
 */
export function createProvinceView(province) {
  const units = province.refUnor();
  const unitById = new Map(units.map((unit) => [unit.Id, unit]));
  const childrenById = groupBy(units, (unit) => unit.DiatasanId ?? '');
  let people = null;
  return {
    unitById,
    /** The units right below `id`; no id: the top units (the OPDs). */
    childrenOf: (id) => childrenById.get(id ?? '') ?? [],
    /** The top-level unit (OPD) a unit belongs to: its IndukUnorId. */
    opdOf: (id) => unitById.get(unitById.get(id).IndukUnorId),
    /** Everyone with their data utama (`utama`), in the province's order. */
    people() {
      people ??= province.people.map((person) => ({ ...person, utama: province.dataUtama(person.nip) }));
      return people;
    },
  };
}
