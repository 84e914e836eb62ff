// Proposal (usulan) services and what their status codes tell the person (spec section 4;
// siasn-protocol.md 6.5). `id` is SIASN's jenis_layanan_id (the sandbox uses the same ids).

export const USULAN_SERVICES = [
  { key: 'kenaikan-pangkat', id: '1', title: 'Kenaikan Pangkat' },
  { key: 'perbaikan-nama', id: '2', title: 'Perbaikan Nama' },
  { key: 'pemberhentian', id: '3', title: 'Pemberhentian' },
  { key: 'pencantuman-gelar', id: '4', title: 'Pencantuman Gelar' },
  { key: 'penyesuaian-masa-kerja', id: '5', title: 'Penyesuaian Masa Kerja' },
] as const;

export type UsulanServiceKey = (typeof USULAN_SERVICES)[number]['key'];
export const USULAN_SERVICE_KEYS = USULAN_SERVICES.map((s) => s.key) as [UsulanServiceKey, ...UsulanServiceKey[]];

/** The services a civil servant proposes from the portal, with the document each needs (id_ref_dokumen, inferred). */
export const PORTAL_USULAN = {
  'perbaikan-nama': { document: { id: '24', name: 'Dokumen pendukung perbaikan nama' } },
  'pencantuman-gelar': { document: { id: '870', name: 'Ijazah' } },
} as const;
export type PortalUsulanKey = keyof typeof PORTAL_USULAN;
export const PORTAL_USULAN_KEYS = Object.keys(PORTAL_USULAN) as [PortalUsulanKey, ...PortalUsulanKey[]];

export const usulanServiceById = (id: unknown) => USULAN_SERVICES.find((s) => s.id === String(id ?? ''));
export const usulanServiceByKey = (key: string) => USULAN_SERVICES.find((s) => s.key === key);

/** The portal proposal of a SIASN jenis_layanan_id (its document known), or null for a service proposed elsewhere. */
export function portalUsulanKey(jenisLayananId: unknown): PortalUsulanKey | null {
  const key = usulanServiceById(jenisLayananId)?.key;
  return key !== undefined && Object.hasOwn(PORTAL_USULAN, key) ? (key as PortalUsulanKey) : null;
}

// The nine status texts the spec shows (section 4), by the SIASN code that carries each.
const SPEC_STATUS_BY_CODE: Readonly<Record<string, string>> = {
  1: 'Input Berkas',
  2: 'Berkas Terverifikasi',
  5: 'Perbaikan Dokumen',
  6: 'Tidak Memenuhi Syarat',
  11: 'Profil PNS telah diperbaharui',
  12: 'Terima Usulan',
  13: 'Validasi Usulan - Tidak Memenuhi Syarat',
  15: 'Disetujui',
  19: 'Sudah di Paraf',
};

/** The text a person reads for a status: the spec's own for its nine codes, SIASN's name otherwise. */
export function usulanStatusText(code: unknown, siasnName: unknown): string {
  const spec = SPEC_STATUS_BY_CODE[String(code ?? '')];
  if (spec) return spec;
  return typeof siasnName === 'string' && siasnName.trim() !== '' ? siasnName : String(code ?? '-');
}
