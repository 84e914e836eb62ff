/**
 * Generated requests per route method. Chosen so the three fuzz files stay under ~60 s on PGlite
 * on two cores; FUZZ_RUNS=<n> runs a longer campaign locally.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 40);
