// Kesehatan data: what is missing or differs in a SIASN record (docs/personnel-writes.md 5, 7).
// Pure: the server reads the sections and the portal profile, this decides.
import { siasnServicesText } from '../../locales/id/siasn-services';
import { OWN_SECTIONS_BASE, sectionByKey, type PersonnelSectionKey } from '../catalogue/personnel-sections';
import { RECORD_KIND_INFO, RECORD_KINDS, type RecordKind } from '../catalogue/personnel-writes';
import { GELAR_PATH } from '../catalogue/personnel-service-pages';
import type { RecordProblem, RecordProblemSection } from '../schemas/siasn-record-health';
import { compareProfile, type PortalIdentity } from './profile-match';
import { splitTitles, titlesInName } from './degree-titles';

const t = siasnServicesText.health.problems;

type Row = Record<string, unknown>;

export interface RecordHealthInput {
  /** Data utama as the portal reads it (`path` parsed). */
  dataUtama: Row;
  /** rw-pendidikan rows. */
  pendidikan: Row[];
  /** The rows of each history kind that carries a document. */
  rows: Partial<Record<RecordKind, Row[]>>;
  /** The portal account of this NIP, when it has one. */
  profile: PortalIdentity | null;
}

export const problemLink = (section: RecordProblemSection): string =>
  section === 'gelar' ? GELAR_PATH : `${OWN_SECTIONS_BASE}${sectionByKey(section).path}`;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The row carries its document: `path` keyed by id_ref_dokumen (or a list of documents with `dok_id`). */
export function hasDocument(row: Row, documentId: string): boolean {
  const path = row.path;
  const present = (doc: unknown) => typeof doc === 'object' && doc !== null && Object.values(doc).some((v) => text(v) !== '');
  if (Array.isArray(path)) return path.some((doc) => typeof doc === 'object' && doc !== null && text((doc as Row).dok_id) === documentId && present(doc));
  if (typeof path === 'object' && path !== null) return present((path as Row)[documentId]);
  return false;
}

const problem = (p: Omit<RecordProblem, 'link'>): RecordProblem => ({ ...p, link: p.severity === 'info' ? null : problemLink(p.section) });

function documentProblems(rows: RecordHealthInput['rows']): RecordProblem[] {
  return RECORD_KINDS.flatMap((kind) => {
    const info = RECORD_KIND_INFO[kind];
    const list = rows[kind] ?? [];
    const missing = list.filter((row) => !hasDocument(row, info.document.id)).length;
    if (missing === 0) return [];
    return [problem({ code: 'DOCUMENT_MISSING', severity: 'warning', section: info.section, title: t.documentMissing(info.title), detail: t.documentMissingDetail(missing, list.length, info.document.name) })];
  });
}

function profileProblems(profile: PortalIdentity | null, data: Row): RecordProblem[] {
  if (!profile) return [];
  const found: RecordProblem[] = [];
  const [name, , email] = compareProfile(profile, data);
  // The sign-in account's name and e-mail need not be SIASN's: noted with which one is official, no fix offered.
  if (text(profile.name) && !name.same) {
    found.push(problem({ code: 'PROFILE_NAME_DIFFERS', severity: 'info', section: 'inbox-usulan', title: t.nameDiffers, detail: t.nameDiffersDetail(name.portal, name.siasn) }));
  }
  const siasnHasEmail = text(data.email) !== '' || text(data.emailGov) !== '';
  if (text(profile.email) && siasnHasEmail && !email.same) {
    found.push(problem({ code: 'PROFILE_EMAIL_DIFFERS', severity: 'info', section: 'ubah-data', title: t.emailDiffers, detail: t.emailDiffersDetail(email.portal, email.siasn) }));
  }
  return found;
}

function degreeProblems(pendidikan: Row[], data: Row): RecordProblem[] {
  return pendidikan.flatMap((row) => {
    const missing = [
      text(row.gelarDepan) && !titlesInName(row.gelarDepan, splitTitles(data.gelarDepan, 'depan'), 'depan') ? text(row.gelarDepan) : '',
      text(row.gelarBelakang) && !titlesInName(row.gelarBelakang, splitTitles(data.gelarBelakang, 'belakang'), 'belakang') ? text(row.gelarBelakang) : '',
    ].filter(Boolean);
    if (missing.length === 0) return [];
    const degree = [text(row.tkPendidikanNama), text(row.pendidikanNama)].filter(Boolean).join(' ') || text(row.namaSekolah) || '-';
    return [problem({ code: 'DEGREE_TITLE_NOT_IN_NAME', severity: 'warning', section: 'gelar', title: t.titleNotInName(missing.join(' dan ')), detail: t.titleNotInNameDetail(degree) })];
  });
}

function contactProblems(data: Row): RecordProblem[] {
  const found: RecordProblem[] = [];
  const section: PersonnelSectionKey = 'ubah-data';
  if (!text(data.email) && !text(data.emailGov)) found.push(problem({ code: 'EMAIL_MISSING', severity: 'error', section, title: t.emailMissing, detail: t.emailMissingDetail }));
  if (!text(data.noHp) && !text(data.noTelp)) found.push(problem({ code: 'PHONE_MISSING', severity: 'warning', section, title: t.phoneMissing, detail: t.phoneMissingDetail }));
  if (!text(data.nik)) found.push(problem({ code: 'NIK_MISSING', severity: 'error', section, title: t.nikMissing, detail: t.nikMissingDetail }));
  if (!text(data.noNpwp)) found.push(problem({ code: 'NPWP_MISSING', severity: 'warning', section, title: t.npwpMissing, detail: t.npwpMissingDetail }));
  return found;
}

/** Every problem of the record, errors first, notes (info) last (otherwise in the order checked). */
export function findRecordProblems(input: RecordHealthInput): RecordProblem[] {
  const all = [
    ...contactProblems(input.dataUtama),
    ...profileProblems(input.profile, input.dataUtama),
    ...degreeProblems(input.pendidikan, input.dataUtama),
    ...documentProblems(input.rows),
  ];
  return (['error', 'warning', 'info'] as const).flatMap((severity) => all.filter((p) => p.severity === severity));
}
