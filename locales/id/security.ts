/** Messages of the security layer (CSRF and rate limits), answered as `{ code, message }`. */
export const securityText = {
  crossSite: 'Permintaan dari situs lain ditolak',
  rateLimited: (seconds: number) => `Terlalu banyak permintaan. Coba lagi dalam ${seconds} detik.`,
} as const;
