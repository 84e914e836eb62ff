// Pages of the personnel services beside the 17 sections (docs/personnel-writes.md section 7).
import { OWN_SECTIONS_BASE } from './personnel-sections';

/** Degrees of the education history, checked per place, and the name they give. */
export const GELAR_PATH = `${OWN_SECTIONS_BASE}/gelar`;

/** Kesehatan data: what is missing or differs in the own record. */
export const RECORD_HEALTH_PATH = `${OWN_SECTIONS_BASE}/kesehatan-data`;

/** Riwayat akses data saya: who among the staff opened the own record (docs/privacy.md). */
export const DATA_READS_PATH = `${OWN_SECTIONS_BASE}/riwayat-akses`;

/** Where a person turns when the personnel pages cannot help them: a new ticket, and the FAQ. */
export const NEW_TICKET_PATH = '/tickets/create';
export const FAQ_PATH = '/faq';
