// One sandbox's writes, kept beside the province and never in it: generateProvince memoises the
// province per seed and day, so every sandbox in a process (tests start several) shares it.
// Reads pass through `rows`, which lays this sandbox's changes over the generated rows.

/** A riwayat row's id: `ID` on penghargaan rows, `id` on the others. */
export const rowId = (row) => row.id ?? row.ID;

export function createOverlay(province) {
  // id -> { nip, section } of rows this sandbox stored or served. The portal reads a person's rows
  // before it changes one, so `locate` rarely needs province.recordOwner, whose first call indexes
  // the whole province (seconds). Entries are only hints: `locate` checks the rows themselves, so
  // the map survives reset().
  const owners = new Map();
  let state;
  const reset = () => {
    state = {
      /** `${nip}\0${section}` -> { changed: Map(id -> row, updated or added), deleted: Set(id) } */
      sections: new Map(),
      /** dok_uri -> { bytes, name } of uploaded files. */
      files: new Map(),
      /** data-utama-update requests (writes/biodata.mjs). */
      biodata: [],
      /** submitted proposals (writes/usulan.mjs). */
      usulan: [],
      /** KP proposal id -> { no_sk, tgl_sk, path_ttd_sk } sent by upload-dok-sk-kp (writes/documents.mjs). */
      skKp: new Map(),
    };
  };
  reset();

  const entry = (nip, section) => {
    const key = `${nip}\u0000${section}`;
    if (!state.sections.has(key)) state.sections.set(key, { changed: new Map(), deleted: new Set() });
    return state.sections.get(key);
  };

  /** A section's rows as this sandbox has them: deleted rows gone, updated ones replaced, added ones last. */
  function rows(nip, section, generated = province[section](nip) ?? []) {
    for (const row of generated) if (rowId(row) !== undefined) owners.set(rowId(row), { nip, section });
    const found = state.sections.get(`${nip}\u0000${section}`);
    if (!found) return generated;
    const { changed, deleted } = found;
    const generatedIds = new Set(generated.map(rowId));
    const kept = generated.filter((row) => !deleted.has(rowId(row))).map((row) => changed.get(rowId(row)) ?? row);
    return [...kept, ...[...changed.values()].filter((row) => !generatedIds.has(rowId(row)))];
  }

  return {
    reset,
    rows,
    get files() { return state.files; },
    get biodata() { return state.biodata; },
    get usulan() { return state.usulan; },
    get skKp() { return state.skKp; },

    /** { nip, section, row } of a row that exists now (generated or stored, not deleted), or null. */
    locate(id) {
      const owner = owners.get(id) ?? province.recordOwner(id);
      const row = owner && rows(owner.nip, owner.section).find((candidate) => rowId(candidate) === id);
      return row ? { nip: owner.nip, section: owner.section, row } : null;
    },

    /** Stores a row (new, updated or with a document attached) of a person's section. */
    put(nip, section, row) {
      const { changed, deleted } = entry(nip, section);
      changed.set(rowId(row), row);
      deleted.delete(rowId(row));
      owners.set(rowId(row), { nip, section });
    },

    remove(nip, section, id) {
      const { changed, deleted } = entry(nip, section);
      changed.delete(id);
      deleted.add(id);
    },
  };
}
