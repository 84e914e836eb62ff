// How a requester's five-star feedback may appear on the public landing page (issue 30): only when
// they opted in when rating, and then under the name they chose.
export const FEEDBACK_NAMES = ['full', 'initials', 'anonymous'] as const;
export type FeedbackName = (typeof FEEDBACK_NAMES)[number];

/** "Budi Santoso" -> "B. S."; empty for a name without letters. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .map((word) => /\p{L}/u.exec(word)?.[0])
    .filter((letter): letter is string => Boolean(letter))
    .map((letter) => `${letter.toUpperCase()}.`)
    .join(' ');
