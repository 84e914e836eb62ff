import { signUnsubscribeToken } from '@/server/notifications/unsubscribe-token';
import type { UnsubscribeKind } from '@/utils/rules/notification-channel';
import { portalUrl } from './portal-url';

/**
 * The unsubscribe of one mail: the footer's page (it asks before changing anything) and the RFC 8058
 * headers whose address a mail client POSTs to with one click.
 */
export function unsubscribeLinks(userId: number, kind: UnsubscribeKind): { pageUrl: string; headers: Record<string, string> } {
  const token = signUnsubscribeToken(userId, kind);
  return {
    pageUrl: portalUrl(`/berhenti-menerima/${token}`),
    headers: {
      'List-Unsubscribe': `<${portalUrl(`/api/notifications/unsubscribe?token=${token}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
