/** The SLA due times of tickets (markers, filters): their own file, as the ticket page shows them without the bulk tools. */
export const ticketDueText = {
  overdue: (amount: string) => `Terlambat ${amount}`,
  soon: (amount: string) => `Jatuh tempo ${amount} lagi`,
  minutes: (n: number) => `${n} menit`,
  hours: (n: number) => `${n} jam`,
  days: (n: number) => `${n} hari`,
  filter: 'Jatuh tempo',
  filters: { overdue: 'Terlambat', soon: 'Jatuh tempo ≤ 24 jam' },
  /** Tooltip of a marker: the due time itself. */
  at: (when: string) => `Batas waktu ${when}`,
};
