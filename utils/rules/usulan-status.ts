// Where a proposal (usulan) stands for the person who sent it (siasn-protocol.md 6.5 codes; issue
// 31): sent back to them, refused, finished, or still moving. Colours keep the spec's two fixed
// codes (22 yellow, 32 green); the rest are the portal's choice (docs/personnel.md "Usulan SIASN").

export type UsulanStage = 'needs-person' | 'refused' | 'done' | 'in-progress';

/** SIASN sent the proposal back for its documents: the person fixes them and sends them again. */
const NEEDS_PERSON = new Set([5, 14, 50, 67]);
/** Refused, cancelled or deleted: nothing more happens to it. */
const REFUSED = new Set([6, 13, 18, 21, 29, 35, 47, 65, 99]);
/** Signed, or already in the person's SIASN profile. */
const DONE = new Set([11, 31, 32, 49, 64]);

const codeOf = (code: number | string | null | undefined) => Number(code);

export function usulanStage(code: number | string | null | undefined): UsulanStage {
  const value = codeOf(code);
  if (NEEDS_PERSON.has(value)) return 'needs-person';
  if (REFUSED.has(value)) return 'refused';
  if (DONE.has(value)) return 'done';
  return 'in-progress';
}

const STAGE_COLORS: Readonly<Record<UsulanStage, string>> = { 'needs-person': 'orange', refused: 'red', done: 'green', 'in-progress': 'blue' };

/** The tag colour: 22 yellow and 32 green (spec section 4); sent back orange, refused red, done green, moving blue. */
export function usulanStatusColor(code: number | string | null | undefined): string {
  if (codeOf(code) === 22) return 'yellow';
  return STAGE_COLORS[usulanStage(code)];
}
