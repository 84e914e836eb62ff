import { forgetCachedReads } from '@/server/gateways/siasn/read-cache';
import type { PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';
import { AGENCY_USULAN_KEY } from '../agency-usulan';

/** The cache entry a section is read through: data utama's for the biodata, the agency list for the proposals. */
function cacheKey(nip: string, section: PersonnelSectionKey | 'photo'): string {
  if (section === 'data-utama' || section === 'ubah-data') return `${nip}:data-utama`;
  return section === 'inbox-usulan' ? AGENCY_USULAN_KEY : `${nip}:${section}`;
}

/** After a write: the next read of these sections (and the record health built on them) asks SIASN. */
export function forgetSections(nip: string, sections: readonly (PersonnelSectionKey | 'photo')[]): Promise<void> {
  return forgetCachedReads(sections.map((section) => cacheKey(nip, section)));
}
