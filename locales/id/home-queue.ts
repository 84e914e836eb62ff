import type { QueueBucket } from '@/utils/rules/ticket-queue';

/** The signed-in home (issue 31): staff land on their queue, requesters on their questions and record. */
export const homeQueueText = {
  queue: {
    title: 'Antrean kerja Anda',
    loadError: 'Antrean tiket tidak dapat dimuat.',
    /** The unassigned card of an agent who handles some sub-categories: only those are counted. */
    unassignedMine: 'Pertanyaan baru pada jenis layanan yang Anda tangani',
    buckets: {
      overdue: { title: 'Terlambat', hint: 'Melewati target waktu penyelesaian' },
      unassigned: { title: 'Belum diambil', hint: 'Pertanyaan baru yang belum ditangani petugas' },
      assigned: { title: 'Ditugaskan ke saya', hint: 'Tiket yang sedang Anda tangani' },
      waiting: { title: 'Menunggu penanya', hint: 'Anda sudah membalas, kini giliran penanya' },
    } satisfies Record<QueueBucket, { title: string; hint: string }>,
  },
  requester: {
    title: 'Layanan untuk Anda',
    myTickets: { title: 'Pertanyaan saya', hint: 'Lihat jawaban dan perkembangan pertanyaan Anda' },
    record: { title: 'Data Kepegawaian', hint: 'Periksa data kepegawaian Anda di SIASN' },
  },
  noOrganization: 'Belum tercatat',
};
