// Comparing the portal's own profile with SIASN (spec section 5): two texts are the same person's
// data when they differ only in ways a typist would not notice.

/** A value from SIASN's JSON as text: '' for null or absent, numbers as their digits. */
export const fieldText = (value: unknown): string => (value == null ? '' : String(value));

const normalizeText = (value: string | null | undefined) =>
  (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase().replaceAll("'", '`');

/** Same text, ignoring case, surrounding and repeated spaces, with an apostrophe equal to a backtick. */
export const sameText = (a: string | null | undefined, b: string | null | undefined): boolean => normalizeText(a) === normalizeText(b);

const normalizeTitle = (value: string | null | undefined) => (value ?? '').replaceAll('.', '').trim().toLowerCase();

/**
 * Same academic title (gelar), ignoring dots, surrounding spaces and case: `S.Kom.` equals
 * `skom`. Spaces inside a title count, as the spec lists only these three.
 */
export const sameTitle = (a: string | null | undefined, b: string | null | undefined): boolean => normalizeTitle(a) === normalizeTitle(b);
