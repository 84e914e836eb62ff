import { sameTitle } from './personnel-text';

// Degrees in a name (spec section 4: check/uncheck per location; section 5: title comparison).

export type TitleLocation = 'depan' | 'belakang';

export interface DegreeTitles {
  id: string;
  depan: string | null;
  belakang: string | null;
}

/** The titles written at one place of a name: "Dr. Ir." (or "Dr., Ir.") in front, "S.Kom., M.T." behind. */
export function splitTitles(value: unknown, lokasi: TitleLocation): string[] {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return [];
  return text.split(lokasi === 'belakang' ? /,/ : /[\s,]+/).map((t) => t.trim()).filter((t) => t !== '');
}

export const joinTitles = (titles: string[], lokasi: TitleLocation) => titles.join(lokasi === 'belakang' ? ', ' : ' ');

/** The name as it is written with its titles: "Dr. Budi Santoso, S.Kom., M.T.". */
export function fullName(nama: string, depan: string, belakang: string): string {
  return `${depan ? `${depan} ` : ''}${nama}${belakang ? `, ${belakang}` : ''}`;
}

/** Every title of `title` ("S.E., Ak." is two) is among the name's titles (ignoring dots, spaces and case). */
export function titlesInName(title: unknown, nameTitles: string[], lokasi: TitleLocation): boolean {
  const own = splitTitles(title, lokasi);
  return own.length > 0 && own.every((one) => nameTitles.some((t) => sameTitle(t, one)));
}

/** A degree's title at a location is in the titles of the name. */
export const titleInName = (degree: DegreeTitles, lokasi: TitleLocation, nameTitles: string[]) => titlesInName(degree[lokasi], nameTitles, lokasi);

/**
 * The titles at a location after the choices: the name's titles that no degree gives (Dr. h.c.,
 * H.) stay first, then each chosen degree's title in the order of the degrees (oldest first).
 */
export function chosenTitles(nameTitles: string[], degrees: DegreeTitles[], chosen: (degree: DegreeTitles) => boolean, lokasi: TitleLocation): string[] {
  const fromDegrees = degrees.flatMap((d) => splitTitles(d[lokasi], lokasi));
  const result = nameTitles.filter((t) => !fromDegrees.some((d) => sameTitle(d, t)));
  for (const degree of degrees.filter(chosen)) {
    for (const title of splitTitles(degree[lokasi], lokasi)) if (!result.some((t) => sameTitle(t, title))) result.push(title);
  }
  return result;
}
