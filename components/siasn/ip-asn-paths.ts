import { OWN_SECTIONS_BASE } from '@/utils/catalogue/personnel-sections';
import { STAFF_LOOKUP_PATH } from './record-paths';

/** The IP ASN page of the own record (`nip` null) or of a NIP's, for staff. */
export const ipAsnHref = (nip: string | null) => (nip === null ? `${OWN_SECTIONS_BASE}/ip-asn` : `${STAFF_LOOKUP_PATH}/${nip}/ip-asn`);
