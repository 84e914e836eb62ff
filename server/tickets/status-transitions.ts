import { STATUS_CODES, type StatusCode } from '@/utils/schemas/tickets';

/** The lifecycle of docs/tickets.md: where each status may move next. */
export const STATUS_TRANSITIONS: Readonly<Record<StatusCode, readonly StatusCode[]>> = {
  DIAJUKAN: ['DIKERJAKAN', 'DITOLAK'],
  DIKERJAKAN: ['SELESAI', 'DITOLAK'],
  SELESAI: ['DIKERJAKAN'],
  DITOLAK: ['DIAJUKAN'],
};

const isStatusCode = (value: string): value is StatusCode => (STATUS_CODES as readonly string[]).includes(value);

export function canMoveStatus(from: string, to: StatusCode): boolean {
  return isStatusCode(from) && STATUS_TRANSITIONS[from].includes(to);
}
