/** The log pages' h1: the size of a section title, as on the personnel pages. */
export const HEADING = { margin: 0, fontSize: 20, lineHeight: 1.4 } as const;
