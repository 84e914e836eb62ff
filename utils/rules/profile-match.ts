// The portal's own profile against SIASN's data utama (spec section 5), shared by the Data Utama
// comparison (components/siasn/profile-comparison.tsx) and the record health check
// (server/siasn/record-health.ts).
import { FORMAT_TEXT } from '../../locales/id/format';
import { sameText, sameTitle } from './personnel-text';

/** What the portal's own profile holds (GET /profiles, the users table). */
export interface PortalIdentity {
  name: string | null;
  employee_number: string | null;
  email: string | null;
}

export interface Comparison {
  key: 'name' | 'nip' | 'email';
  portal: string;
  siasn: string;
  same: boolean;
}

type SiasnData = Record<string, unknown>;

const plain = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const shown = (value: unknown) => plain(value) || FORMAT_TEXT.empty;

/** "dr. Siti Aminah, M.Kes.": SIASN's three name fields as one text (the portal's way of writing it). */
export function fullName(front: unknown, name: unknown, back: unknown): string {
  const [before, main, after] = [plain(front), plain(name), plain(back)];
  return [before, main].filter(Boolean).join(' ') + (after ? `, ${after}` : '');
}

/**
 * The portal writes one name with its titles ("dr. Siti Aminah, M.Kes."), SIASN three fields: as
 * many leading words as gelarDepan has are its titles, what follows the first comma gelarBelakang.
 * Names compare as texts, titles as titles (spec section 5).
 */
export function sameNameAndTitles(portal: string, data: SiasnData): boolean {
  const [head, ...tail] = portal.split(',');
  const words = head.trim().split(/\s+/);
  const frontCount = plain(data.gelarDepan) ? plain(data.gelarDepan).split(/\s+/).length : 0;
  return (
    sameTitle(words.slice(0, frontCount).join(' '), plain(data.gelarDepan)) &&
    sameText(words.slice(frontCount).join(' '), plain(data.nama)) &&
    sameTitle(tail.join(','), plain(data.gelarBelakang))
  );
}

/** The portal's name, NIP and e-mail against SIASN's (e-mail: the personal or the agency address). */
export function compareProfile(portal: PortalIdentity, data: SiasnData): Comparison[] {
  const name = portal.name ?? '';
  const email = portal.email ?? '';
  const siasnEmails = [plain(data.email), plain(data.emailGov)].filter(Boolean);
  const matchedEmail = siasnEmails.find((candidate) => sameText(candidate, email));
  return [
    { key: 'name', portal: shown(name), siasn: fullName(data.gelarDepan, data.nama, data.gelarBelakang) || FORMAT_TEXT.empty, same: name !== '' && sameNameAndTitles(name, data) },
    { key: 'nip', portal: shown(portal.employee_number), siasn: shown(data.nipBaru), same: sameText(portal.employee_number, shown(data.nipBaru)) },
    { key: 'email', portal: shown(email), siasn: shown(matchedEmail ?? siasnEmails[0]), same: email !== '' && matchedEmail !== undefined },
  ];
}
