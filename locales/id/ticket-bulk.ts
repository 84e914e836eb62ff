import { ticketDueText } from './ticket-due';

/** Texts of the staff tools on the ticket list: bulk actions and SLA due times. */
export const ticketBulkText = {
  due: ticketDueText,
  bulk: {
    select: (number: string) => `Pilih tiket ${number}`,
    selectPage: 'Pilih semua tiket di halaman ini',
    selected: (n: number) => `${n} tiket dipilih`,
    clear: 'Batalkan pilihan',
    assign: 'Tetapkan agen',
    status: 'Ubah status',
    priority: 'Ubah prioritas',
    toolbar: 'Tindakan untuk tiket terpilih',
    labels: { assign: 'Agen', status: 'Status baru', priority: 'Prioritas baru' },
    placeholders: { assign: 'Pilih agen atau admin', status: 'Pilih status', priority: 'Pilih prioritas' },
    required: 'Pilih salah satu',
    confirm: (n: number) => `Ubah ${n} tiket`,
    question: {
      // No full stop: a name may end in one ("Budi Santoso, S.E.").
      assign: (n: number, to: string) => `${n} tiket akan ditugaskan kepada ${to}`,
      status: (n: number, to: string) => `Status ${n} tiket akan diubah menjadi ${to}`,
      priority: (n: number, to: string) => `Prioritas ${n} tiket akan diubah menjadi ${to}`,
    },
    refused: (numbers: string) => `Tidak dapat Anda ubah: ${numbers}. Hapus dari pilihan untuk melanjutkan.`,
    done: (n: number) => `${n} tiket diperbarui`,
  },
};
