import { forgetCachedReads } from '@/server/gateways/siasn/read-cache';
import type { PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';

/** After a write: the next read of these sections (and the record health built on them) asks SIASN. */
export function forgetSections(nip: string, sections: readonly (PersonnelSectionKey | 'photo')[]): Promise<void> {
  return forgetCachedReads(sections.map((section) => (section === 'data-utama' || section === 'ubah-data' ? `${nip}:data-utama` : `${nip}:${section}`)));
}
