import { formatDateTimeLong, toDayjs } from '@/utils/format';
import { webinarsText } from '@/locales/id/webinars';
import type { WebinarView } from '@/utils/schemas/webinars';

/** "05 Desember 2026 09:00 – 12:00" (the end's date too when it is another day), in WIB. */
export function scheduleText(w: Pick<WebinarView, 'starts_at' | 'ends_at'>): string {
  const start = toDayjs(w.starts_at);
  const end = toDayjs(w.ends_at);
  const sameDay = start && end && start.format('YYYY-MM-DD') === end.format('YYYY-MM-DD');
  return `${formatDateTimeLong(w.starts_at)} – ${sameDay ? end.format('HH:mm') : formatDateTimeLong(w.ends_at)}`;
}

export const groupsText = (groups: WebinarView['allowed_groups']) => groups.map((g) => webinarsText.groups[g]).join(', ');
