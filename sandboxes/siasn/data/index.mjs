// The SIASN sandbox's data layer: a deterministic synthetic province (see docs/personnel.md).
export { DEFAULT_SEED, buildProvince, generateProvince } from './province.mjs';
export { READ_SECTIONS, SINGLE_RECORD_SECTIONS } from './sections.mjs';
export { parseNip } from './nip.mjs';
