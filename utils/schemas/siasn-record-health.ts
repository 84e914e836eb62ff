import type { PersonnelSectionKey } from '../catalogue/personnel-sections';

// Kesehatan data (docs/personnel-writes.md sections 5 and 7): what is missing or differs in a
// person's SIASN record, each with the portal page that fixes it.

export const RECORD_PROBLEM_CODES = [
  'DOCUMENT_MISSING',
  'PROFILE_NAME_DIFFERS',
  'PROFILE_EMAIL_DIFFERS',
  'DEGREE_TITLE_NOT_IN_NAME',
  'EMAIL_MISSING',
  'PHONE_MISSING',
  'NIK_MISSING',
  'NPWP_MISSING',
] as const;
export type RecordProblemCode = (typeof RECORD_PROBLEM_CODES)[number];

/** info: two sources differ and neither is wrong; said, with which is official, never offered a fix. */
export type RecordProblemSeverity = 'warning' | 'error' | 'info';

/** Where a problem is fixed: a profile section, or the Gelar page (not one of the 17 sections). */
export type RecordProblemSection = PersonnelSectionKey | 'gelar';

export interface RecordProblem {
  code: RecordProblemCode;
  severity: RecordProblemSeverity;
  section: RecordProblemSection;
  title: string;
  detail: string;
  /** The portal path (without the basePath) of the page that fixes it, e.g. `/pemutakhiran-data/diklat`; null for a note (info). */
  link: string | null;
}

export interface RecordHealth {
  nip: string;
  /** ISO instant of the check. */
  checkedAt: string;
  problems: RecordProblem[];
}
