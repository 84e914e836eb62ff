import { ticketsText } from '@/locales/id/tickets';
import type { TicketHistoryView } from '@/utils/schemas/tickets';
import { displayName } from '@/components/ui/user-name';
import { ownText } from '@/utils/own-text';

const h = ticketsText.history;

/** Code -> name of statuses and priorities, so "DIAJUKAN" reads "Diajukan". */
export type CodeNames = Record<string, string>;

const valueText = (value: string | null, names: CodeNames) => (value === null || value === '' ? h.none : ownText(names, value, value));

/**
 * One ticket_histories row in Indonesian, e.g. "Dimas mengubah status dari Diajukan menjadi
 * Dikerjakan" or "Rina mengunci tiket". Fields the server may add later read generically.
 */
export function historyText(entry: TicketHistoryView, names: CodeNames = {}): string {
  const who = entry.user ? displayName(entry.user) : h.system;
  const on = entry.to_value === 'true';
  switch (entry.field) {
    case 'created': return h.created(who, entry.from_value);
    case 'comment': return h.comment(who);
    case 'description': return h.description(who);
    case 'answer': return h.answer(who, entry.to_value !== null);
    case 'lock': return h.lock(who, on);
    case 'publish': return h.publish(who, on);
    case 'pin': return h.pin(who, on);
    case 'reminder': return h.reminder(who, entry.to_value ?? '');
    case 'feedback': return h.feedback(who, entry.to_value ?? '');
    case 'merge': return h.merge(who, entry.from_value ?? '', entry.to_value ?? '');
  }
  const field = ownText<string>(h.fields, entry.field, entry.field.replaceAll('_', ' '));
  const from = entry.from_value === null ? '' : ` ${h.from} ${valueText(entry.from_value, names)}`;
  return `${h.changed(who, field)}${from} ${h.to} ${valueText(entry.to_value, names)}`;
}
