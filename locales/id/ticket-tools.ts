/**
 * The agent's tools on a ticket page (docs/ticket-tools.md), loaded with the parts that show them
 * (on demand): kept out of the ticket page's first load and of the barrel.
 */
export const ticketToolsText = {
  merge: {
    title: 'Gabungkan tiket duplikat',
    explain: (number: string) =>
      `Komentar, pengikut, dan riwayat ${number} dipindahkan ke tiket tujuan. ${number} ditutup dan mengarah ke tiket tujuan; pemohon diberi tahu.`,
    target: 'Tiket tujuan',
    targetRule: 'Pilih tiket tujuan',
    targetPlaceholder: 'Pilih tiket lain dari pemohon yang sama',
    noTargets: 'Pemohon ini tidak punya tiket lain yang masih dapat digabungkan.',
    ok: 'Gabungkan',
    done: (number: string) => `Tiket digabungkan ke ${number}`,
    mergedInto: (number: string) => `Tiket ini sudah digabungkan ke ${number}. Anda diarahkan ke sana…`,
    open: (number: string) => `Buka ${number}`,
  },
  requesterTickets: {
    title: 'Tiket lain dari penanya',
    none: 'Penanya belum pernah membuat tiket lain.',
    line: (number: string, date: string) => `${number} · ${date}`,
    all: (more: number) => `Lihat ${more} tiket lainnya`,
  },
  viewers: (names: string[]) => `Sedang dibuka juga oleh ${names.length > 1 ? `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}` : names[0]}`,
  undoSend: {
    reply: (seconds: number) => `Balasan akan dikirim dalam ${seconds} detik…`,
    note: (seconds: number) => `Catatan internal akan dikirim dalam ${seconds} detik…`,
    undo: 'Urungkan',
    sendNow: 'Kirim sekarang',
    undone: 'Pengiriman diurungkan. Teks kembali di kotak balasan.',
  },
  neighbours: {
    label: 'Tiket lain di daftar',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    keys: 'Tombol pintas: k (sebelumnya), j (berikutnya)',
  },
};
