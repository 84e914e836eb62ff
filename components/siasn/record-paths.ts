import { OWN_SECTIONS_BASE, sectionByKey, type PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';

/** Staff read anyone's record under /pegawai/<nip>/<section path>. */
export const STAFF_LOOKUP_PATH = '/pegawai';

/** The page of a record's section: the own record (`nip` null) or a NIP's. */
export function sectionHref(nip: string | null, key: PersonnelSectionKey = 'data-utama'): string {
  const base = nip === null ? OWN_SECTIONS_BASE : `${STAFF_LOOKUP_PATH}/${nip}`;
  return `${base}${sectionByKey(key).path}`;
}
