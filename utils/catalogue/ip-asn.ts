/** The four dimensions of the ASN professionalism index and their maxima (siasn-protocol.md section 3); they add up to 100. */
export const IPASN_DIMENSIONS = [
  { key: 'kualifikasi', max: 25 },
  { key: 'kompetensi', max: 40 },
  { key: 'kinerja', max: 30 },
  { key: 'disiplin', max: 5 },
] as const;

export type IpasnDimension = (typeof IPASN_DIMENSIONS)[number]['key'];
export const IPASN_MAX = 100;
