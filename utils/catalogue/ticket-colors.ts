// Ticket colours of spec section 4, apart from the other status colours (./status-colors.ts) so
// that a ticket page's tags do not bring the proposal texts along.

/** Ticket and task status: DIAJUKAN warning, DIKERJAKAN processing, SELESAI success; others black. */
export const TASK_STATUS_COLORS = { DIAJUKAN: 'warning', DIKERJAKAN: 'processing', SELESAI: 'success' } as const;
export const OTHER_TASK_STATUS_COLOR = '#000000';

/** Ticket priority: RENDAH green, SEDANG amber, TINGGI red. */
export const PRIORITY_COLORS = { RENDAH: 'green', SEDANG: 'gold', TINGGI: 'red' } as const;
