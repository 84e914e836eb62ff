// Status colours and texts of spec section 4, as antd Tag presets (drawn with the theme's readable
// tag colours, utils/theme/tokens.ts) or antd's status names.
import { ownText } from '../own-text';
import type { IpasnCategory } from '../rules/performance';

// Proposal (usulan) status colours: utils/rules/usulan-status.ts (22 yellow and 32 green as the
// spec fixes them; only refusals red, issue 31).
export { usulanStatusColor as proposalStatusColor } from '../rules/usulan-status';

/** What each proposal status means to the person who proposed (spec section 4, verbatim). */
export const PROPOSAL_STATUS_TEXTS: Readonly<Record<string, string>> = {
  'Input Berkas': 'Masih di instansi, pada menu input usulan.',
  'Berkas Terverifikasi': 'Verifikasi di instansi sudah selesai.',
  'Tidak Memenuhi Syarat': 'Ditolak oleh penyetuju instansi atau oleh BKD.',
  'Terima Usulan': 'Disetujui instansi, kini di kotak masuk tim teknis BKD.',
  Disetujui: 'Divalidasi tim teknis, kini pada pejabat pemaraf.',
  'Sudah di Paraf': 'Kini di kotak masuk penandatanganan.',
  'Profil PNS telah diperbaharui': 'Sudah ditandatangani; SK ada di kotak masuk SK dan riwayat pendidikan sudah diperbarui.',
  'Validasi Usulan - Tidak Memenuhi Syarat': 'Sebelumnya disetujui, lalu masuk kotak masuk BKD.',
  'Perbaikan Dokumen': 'Masih di instansi, pada menu perbaikan dokumen.',
};

/** The explanation of a proposal status name, or undefined for a name the spec does not list. */
export const proposalStatusText = (status: string): string | undefined => ownText(PROPOSAL_STATUS_TEXTS, status, undefined);

/** Participant groups: MASTER red, PTPK yellow, GOOGLE green. */
export const GROUP_COLORS = { MASTER: 'red', PTPK: 'yellow', GOOGLE: 'green' } as const;

// Ticket status and priority colours: ./ticket-colors.ts (every ticket page's first load, without the rest).

/** Coaching clinic: upcoming yellow, live green, end red. */
export const COACHING_CLINIC_COLORS = { upcoming: 'yellow', live: 'green', end: 'red' } as const;

/** Webinar: published green, draft red. */
export const WEBINAR_STATUS_COLORS = { published: 'green', draft: 'red' } as const;

/**
 * Not in the spec (the portal's choice): the five performance quadrants (1 Sangat Baik ... 5
 * Sangat Kurang) and the five IP ASN categories, best to worst: green, blue, gold, orange, red.
 */
export const QUADRANT_COLORS: Readonly<Record<number, string>> = { 1: 'green', 2: 'blue', 3: 'gold', 4: 'orange', 5: 'red' };
export const IPASN_CATEGORY_COLORS: Readonly<Record<IpasnCategory, string>> = {
  'Sangat Tinggi': 'green',
  Tinggi: 'blue',
  Cukup: 'gold',
  Rendah: 'orange',
  'Sangat Rendah': 'red',
};
