// SIASN sends catalogue ids as numbers or as numeric strings (`31`, `"31"`).

/** A catalogue entry by its id, whether SIASN sent `31` or `"31"`; undefined for anything else. */
export function byId<T extends { id: number }>(entries: readonly T[], id: number | string | null | undefined): T | undefined {
  const wanted = typeof id === 'string' && /^\s*\d+\s*$/.test(id) ? Number(id) : id;
  return typeof wanted === 'number' ? entries.find((entry) => entry.id === wanted) : undefined;
}
