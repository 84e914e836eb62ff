import { STATUS_CODES, type StatusCode } from '@/utils/schemas/ticket-codes';

/** The lifecycle of docs/tickets.md: where each status may move next (API and UI alike). */
export const STATUS_TRANSITIONS: Readonly<Record<StatusCode, readonly StatusCode[]>> = {
  DIAJUKAN: ['DIKERJAKAN', 'DITOLAK'],
  DIKERJAKAN: ['SELESAI', 'DITOLAK'],
  SELESAI: ['DIKERJAKAN'],
  DITOLAK: ['DIAJUKAN'],
};

export function nextStatuses(code: string): readonly StatusCode[] {
  const known = STATUS_CODES.find((status) => status === code);
  return known ? STATUS_TRANSITIONS[known] : [];
}

export function canMoveStatus(from: string, to: StatusCode): boolean {
  return nextStatuses(from).includes(to);
}

/**
 * Taking a ticket starts the work (issue 31): a DIAJUKAN ticket moves to DIKERJAKAN; one further
 * along (or DITOLAK, which only goes back to DIAJUKAN) keeps its status. Null when nothing moves.
 */
export function statusOnTake(code: string): StatusCode | null {
  return code === 'DIAJUKAN' ? 'DIKERJAKAN' : null;
}
