// Types for TypeScript callers (tests) of casn.mjs.

/** The untrusted markup every sandbox publication carries. */
export declare const HOSTILE_HTML: string;

/** A one-page valid PDF holding these lines. */
export declare function minimalPdf(lines: string[]): Buffer;

export interface CasnSandbox {
  page(page: number, limit: number): { data: { id: number; judul: string; tanggal: string; ringkasan: string }[]; count: number };
  find(id: string): { id: number; judul: string; tanggal: string; isi_html: string; lampiran: { nama: string; ukuran: number; mime: string } | null } | null;
  attachment(id: string): { nama: string; ukuran: number; mime: string; bytes: Buffer } | null;
  scores(): { id: number; judul: string; jenis: string; tanggal: string; kolom: { key: string; label: string }[]; baris: Record<string, string | number>[] }[];
}

export declare function createCasn(options?: { seed?: string }): CasnSandbox;
