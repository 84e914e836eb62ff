/** Texts that keep work from being lost and save clicks on the ticket pages (issue 11). */
export const ticketWorkText = {
  drafts: {
    restored: 'Draf yang belum terkirim dipulihkan.',
    cancel: 'Batal',
  },
  leave: {
    title: 'Tinggalkan halaman ini?',
    content: 'Ada tulisan yang belum dikirim. Drafnya tetap tersimpan di perangkat ini dan muncul lagi saat Anda kembali.',
    leave: 'Tinggalkan',
    stay: 'Tetap di sini',
  },
  upload: {
    progress: 'Mengunggah gambar',
    dropHint: 'Tempel atau seret gambar ke kotak teks untuk mengunggahnya.',
  },
  take: {
    button: 'Ambil tiket',
    done: 'Tiket berhasil diambil',
    /** Beside the reply box of an unassigned ticket an agent may not answer yet (issue 31). */
    replyHint: 'Tiket ini belum diambil siapa pun, jadi tulisan Anda hanya tersimpan sebagai catatan internal yang tidak dibaca penanya. Ambil tiket untuk membalas penanya.',
  },
  /** What the requester of a question nobody has taken yet reads above it (issue 31). */
  asked: {
    title: 'Pertanyaan Anda sudah kami terima',
    next: 'Petugas helpdesk akan mengambil pertanyaan ini lalu membalas di halaman ini. Anda akan diberi tahu lewat notifikasi setiap ada balasan atau perubahan status.',
    usual: (time: string) => `Biasanya pertanyaan seperti ini dijawab dalam ${time}.`,
    duration: (amount: number, unit: 'hours' | 'days') => `${amount} ${unit === 'days' ? 'hari' : 'jam'}`,
    range: (from: string, to: string) => (from === to ? from : `${from} sampai ${to}`),
  },
  reply: {
    sendAndFinish: 'Kirim & selesaikan',
    sentAndFinished: 'Balasan terkirim dan tiket diselesaikan',
  },
  answer: {
    confirmTitle: 'Tandai komentar ini sebagai jawaban?',
    finishToo: 'Sekaligus selesaikan tiket (status menjadi Selesai)',
    ok: 'Tandai jawaban',
    cancel: 'Batal',
    finished: 'Jawaban ditandai dan tiket diselesaikan',
  },
  reactions: {
    /** The name of a reaction a comment has: "Reaksi 👍, 3 orang". */
    shown: (emoji: string, count: number) => `Reaksi ${emoji}, ${count} orang`,
    /** The name of an emoji in the picker. */
    pick: (emoji: string) => `Beri reaksi ${emoji}`,
  },
};
