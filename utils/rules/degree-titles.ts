import { sameTitle } from './personnel-text';

// Degrees in a name (spec section 4: check/uncheck per location; section 5: title comparison).

export type TitleLocation = 'depan' | 'belakang';

export interface DegreeTitles {
  id: string;
  depan: string | null;
  belakang: string | null;
}

/** The titles written at one place of a name: "Dr. Ir." in front, "S.Kom., M.T." behind. */
export function splitTitles(value: string | null | undefined, lokasi: TitleLocation): string[] {
  const text = (value ?? '').trim();
  if (text === '') return [];
  return (lokasi === 'belakang' ? text.split(',') : text.split(/\s+/)).map((t) => t.trim()).filter((t) => t !== '');
}

export const joinTitles = (titles: string[], lokasi: TitleLocation) => titles.join(lokasi === 'belakang' ? ', ' : ' ');

/** The name as it is written with its titles: "Dr. Budi Santoso, S.Kom., M.T.". */
export function fullName(nama: string, depan: string, belakang: string): string {
  return `${depan ? `${depan} ` : ''}${nama}${belakang ? `, ${belakang}` : ''}`;
}

/** A degree's title at a location is in the titles of the name (ignoring dots, spaces and case). */
export function titleInName(degree: DegreeTitles, lokasi: TitleLocation, nameTitles: string[]): boolean {
  const own = degree[lokasi];
  return Boolean(own) && nameTitles.some((t) => sameTitle(t, own));
}

/**
 * The titles at a location after the choices: the name's titles that no degree gives (Dr. h.c.,
 * H.) stay first, then each chosen degree's title in the order of the degrees (oldest first).
 */
export function chosenTitles(nameTitles: string[], degrees: DegreeTitles[], chosen: (degree: DegreeTitles) => boolean, lokasi: TitleLocation): string[] {
  const fromDegrees = degrees.map((d) => d[lokasi]).filter((t): t is string => Boolean(t));
  const kept = nameTitles.filter((t) => !fromDegrees.some((d) => sameTitle(d, t)));
  const result = [...kept];
  for (const degree of degrees) {
    const title = degree[lokasi];
    if (title && chosen(degree) && !result.some((t) => sameTitle(t, title))) result.push(title);
  }
  return result;
}
