/**
 * Why staff open another person's record outside a ticket (docs/privacy.md): asked once per
 * person per session; `lainnya` takes a typed reason instead of a label.
 */
export const READ_PURPOSES = [
  { key: 'verifikasi-usulan', label: 'Verifikasi usulan' },
  { key: 'menjawab-pertanyaan', label: 'Menjawab pertanyaan' },
  { key: 'pembinaan-kepegawaian', label: 'Pembinaan kepegawaian' },
  { key: 'audit', label: 'Audit' },
  { key: 'lainnya', label: 'Lainnya' },
] as const;

export type ReadPurposeKey = (typeof READ_PURPOSES)[number]['key'];

export const READ_PURPOSE_KEYS = READ_PURPOSES.map((p) => p.key) as [ReadPurposeKey, ...ReadPurposeKey[]];

/** The purpose as kept and shown to the person: the label, or the typed reason for `lainnya`. */
export function purposeText(reason: ReadPurposeKey, note?: string): string {
  if (reason === 'lainnya') return note ?? '';
  return READ_PURPOSES.find((p) => p.key === reason)?.label ?? reason;
}
