// The history entries a civil servant may write to SIASN (docs/personnel-writes.md section 2):
// where each is saved, deleted and read back, and which document belongs to it (protocol 4, 6.4).
import type { PersonnelSectionKey } from './personnel-sections';

export const RECORD_KINDS = ['jabatan', 'angkakredit', 'skp22', 'kinerjaperiodik', 'diklat', 'kursus', 'penghargaan', 'sertifikasi'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface RecordKindInfo {
  title: string;
  /** The profile section that shows these rows, and the part of its data when it holds several lists. */
  section: PersonnelSectionKey;
  part?: 'skp22' | 'diklat' | 'kursus';
  /** SIASN's read endpoint of these rows (`{nip}` appended). */
  readPath: string;
  /** SIASN's single-record read (`/{id}` appended), where the reference has one; else the list is read. */
  singleReadPath: string | null;
  savePath: string;
  /**
   * SIASN's delete endpoint (`/{id}` appended); null where no client was seen to delete (skp22,
   * protocol Corrections): such an entry is corrected through BKN, and the portal offers no delete.
   */
  deletePath: string | null;
  /** The key of the row id in SIASN's rows (penghargaan rows carry `ID`). */
  idField: 'id' | 'ID';
  /** id_ref_dokumen of the entry's document, and its name. */
  document: { id: string; name: string };
}

export const RECORD_KIND_INFO: Readonly<Record<RecordKind, RecordKindInfo>> = {
  jabatan: { title: 'Riwayat Jabatan', section: 'jabatan', readPath: '/pns/rw-jabatan', singleReadPath: '/jabatan/id', savePath: '/jabatan/save', deletePath: '/jabatan/delete', idField: 'id', document: { id: '872', name: 'Dok SK Jabatan' } },
  angkakredit: { title: 'Angka Kredit', section: 'angka-kredit', readPath: '/pns/rw-angkakredit', singleReadPath: '/angkakredit/id', savePath: '/angkakredit/save', deletePath: '/angkakredit/delete', idField: 'id', document: { id: '880', name: 'Dok SK PAK' } },
  skp22: { title: 'SKP 2022+', section: 'laporan-kinerja', part: 'skp22', readPath: '/pns/rw-skp22', singleReadPath: '/skp22/id', savePath: '/skp22/save', deletePath: null, idField: 'id', document: { id: '890', name: 'Dokumen Evaluasi Kinerja' } },
  kinerjaperiodik: { title: 'Kinerja Periodik', section: 'kinerja-periodik', readPath: '/pns/rw-kinerjaperiodik', singleReadPath: null, savePath: '/kinerjaperiodik/save', deletePath: '/kinerjaperiodik/delete', idField: 'id', document: { id: '1179', name: 'Dokumen Evaluasi Kinerja' } },
  diklat: { title: 'Diklat Struktural', section: 'diklat', part: 'diklat', readPath: '/pns/rw-diklat', singleReadPath: '/diklat/id', savePath: '/diklat/save', deletePath: '/diklat/delete', idField: 'id', document: { id: '874', name: 'Dok Sertifikat Diklat' } },
  kursus: { title: 'Kursus', section: 'diklat', part: 'kursus', readPath: '/pns/rw-kursus', singleReadPath: '/kursus/id', savePath: '/kursus/save', deletePath: '/kursus/delete', idField: 'id', document: { id: '881', name: 'Dok Sertifikat Kursus' } },
  penghargaan: { title: 'Penghargaan', section: 'penghargaan', readPath: '/pns/rw-penghargaan', singleReadPath: '/penghargaan/id', savePath: '/penghargaan/save', deletePath: '/penghargaan/delete', idField: 'ID', document: { id: '892', name: 'Dok Sertifikat Penghargaan' } },
  sertifikasi: { title: 'Sertifikasi', section: 'sertifikasi', readPath: '/pns/rw-sertifikasi', singleReadPath: null, savePath: '/sertifikasi/save', deletePath: '/sertifikasi/delete', idField: 'id', document: { id: '1680', name: 'Dok Sertifikat' } },
};

/** Whether the portal offers deleting entries of the kind (SIASN has a delete for it). */
export const isDeletableKind = (kind: RecordKind): boolean => RECORD_KIND_INFO[kind].deletePath !== null;

export const isRecordKind = (value: unknown): value is RecordKind => typeof value === 'string' && (RECORD_KINDS as readonly string[]).includes(value);

/** The kinds a profile section lets one write (Diklat/Kursus holds two). */
export const kindsOfSection = (section: PersonnelSectionKey): RecordKind[] => RECORD_KINDS.filter((kind) => RECORD_KIND_INFO[kind].section === section);

/** Largest document accepted for a history entry or a proposal (PDF only). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
