// Jenis kenaikan pangkat (siasn-protocol.md 6.3): 101 Reguler, 201–210 the Pilihan variants,
// 211 the first rank of a CPNS/PNS appointment.
const NAMED: Record<string, string> = { '101': 'Reguler', '211': 'Gol. dari Pengadaan CPNS/PNS' };

/** "Reguler", "Pilihan (205)", or the code itself for one the catalogue does not know. */
export function jenisKpText(code: unknown): string {
  const text = String(code ?? '').trim();
  if (NAMED[text]) return NAMED[text];
  const n = Number(text);
  if (Number.isInteger(n) && n >= 201 && n <= 210) return `Pilihan (${text})`;
  return text || '-';
}
