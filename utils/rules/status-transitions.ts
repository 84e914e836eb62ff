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
