// The portal's reference catalogue and performance rule (utils/catalogue, utils/rules), so the
// sandbox never re-types a code list the portal owns. Under vitest (vite) the TypeScript imports
// directly; plain Node 20 cannot load .ts, so it falls back to tsx's one-off loader (a dev
// dependency, as the sandbox is for development and tests only).

async function load(relative) {
  const url = new URL(relative, import.meta.url).href;
  try {
    return await import(url);
  } catch {
    const { tsImport } = await import('tsx/esm/api');
    return tsImport(url, import.meta.url);
  }
}

const [lookup, ranks, positions, regions, codeLists, performance] = await Promise.all([
  load('../../../utils/catalogue/lookup.ts'),
  load('../../../utils/catalogue/ranks.ts'),
  load('../../../utils/catalogue/positions.ts'),
  load('../../../utils/catalogue/regions.ts'),
  load('../../../utils/catalogue/code-lists.ts'),
  load('../../../utils/rules/performance.ts'),
]);

export const { RANKS } = ranks;
export const { POSITION_TYPES, POSITION_LEVELS, FUNCTIONAL_LEVELS } = positions;
export const { EAST_JAVA_REGIONS } = regions;
export const { REPORTING_PERIODS, PERFORMANCE_RATINGS, QUADRANTS } = codeLists;
export const { quadrant } = performance;

const find = lookup.byId;
export const rankById = (id) => find(RANKS, id);
export const positionLevel = (id) => find(POSITION_LEVELS, id);
export const functionalLevel = (id) => find(FUNCTIONAL_LEVELS, id);
export const positionType = (id) => find(POSITION_TYPES, id);
export const ratingName = (id) => find(PERFORMANCE_RATINGS, id)?.name ?? '';
export const quadrantName = (id) => find(QUADRANTS, id)?.name ?? '';
/** The rank after `id` in the catalogue's order (II/d -> III/a), or undefined at IV/e. */
export const nextRank = (id) => RANKS[RANKS.findIndex((rank) => rank.id === id) + 1];
