import { formatDate } from '@/utils/format';

/** Automatic assignment and the agent's away state (docs/assignment.md). */
export const assignmentText = {
  modes: { manual: 'Manual', automatic: 'Otomatis' },
  modeLabel: 'Penugasan',
  modeOf: (name: string) => `Penugasan ${name}`,
  modeSaved: (name: string, mode: string) => `Penugasan ${name}: ${mode}`,
  modeHelp: 'Otomatis: tiket baru langsung diberikan kepada agen sub-kategori ini dengan tiket terbuka paling sedikit.',
  notification: {
    assigned: (number: string) => `Tiket ${number} ditugaskan kepada Anda secara otomatis`,
    returned: (number: string, agent: string) => `Tiket ${number} dikembalikan ke antrean karena ${agent} sedang tidak bertugas`,
  },
  away: {
    label: 'Tidak bertugas',
    on: 'Anda sedang tidak bertugas',
    off: 'Anda sedang bertugas',
    until: (date: Date | string) => `sampai ${formatDate(date)}`,
    untilLabel: 'Sampai tanggal (opsional)',
    help: 'Selama tidak bertugas Anda tidak menerima tiket baru secara otomatis.',
    saved: 'Status tugas disimpan',
  },
  load: {
    title: 'Beban agen',
    openTickets: 'Tiket terbuka',
    available: 'Bertugas',
    away: 'Tidak bertugas',
    empty: 'Belum ada agen.',
  },
  errors: {
    untilPast: 'Tanggal tidak boleh sebelum hari ini',
    notAgent: 'Status tugas hanya untuk agen',
  },
} as const;
