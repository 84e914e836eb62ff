/** The agent's tools on a ticket page (docs/ticket-tools.md): their own file, off the ticket page's barrel. */
export const ticketToolsText = {
  merge: {
    action: 'Gabungkan ke tiket lain',
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
};
