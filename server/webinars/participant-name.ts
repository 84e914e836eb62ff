import { fullName } from '@/utils/rules/degree-titles';

/**
 * The name printed with titles. The portal keeps no titles (gelar) of its own: they live in SIASN,
 * read per request, so `gelar_depan` and `gelar_belakang` stay null until a local copy exists and
 * the account's name is written as it is.
 */
export const TITLES = { gelar_depan: null, gelar_belakang: null } as const;

export const nameWithTitles = (user: { name: string | null; username: string }) =>
  fullName(user.name ?? user.username, TITLES.gelar_depan ?? '', TITLES.gelar_belakang ?? '');
