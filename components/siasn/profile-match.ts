import type { SiasnRecord } from '@/services/siasn';
import { sameText, sameTitle } from '@/utils/rules/personnel-text';
import { nameWithTitles } from './person';
import { textOf } from './record-fields';

/** What the portal's own profile holds (GET /profiles). */
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

const plain = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The portal writes one name with its titles ("dr. Siti Aminah, M.Kes."), SIASN three fields: as
 * many leading words as gelarDepan has are its titles, what follows the first comma gelarBelakang.
 * Names compare as texts, titles as titles (spec section 5).
 */
export function sameNameAndTitles(portal: string, data: SiasnRecord): boolean {
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
export function compareProfile(portal: PortalIdentity, data: SiasnRecord): Comparison[] {
  const name = portal.name ?? '';
  const email = portal.email ?? '';
  const siasnEmails = [plain(data.email), plain(data.emailGov)].filter(Boolean);
  const matchedEmail = siasnEmails.find((candidate) => sameText(candidate, email));
  return [
    { key: 'name', portal: textOf(name), siasn: nameWithTitles(data.gelarDepan, data.nama, data.gelarBelakang), same: name !== '' && sameNameAndTitles(name, data) },
    { key: 'nip', portal: textOf(portal.employee_number), siasn: textOf(data.nipBaru), same: sameText(portal.employee_number, textOf(data.nipBaru)) },
    { key: 'email', portal: textOf(email), siasn: textOf(matchedEmail ?? siasnEmails[0]), same: email !== '' && matchedEmail !== undefined },
  ];
}
