import type { ServerResponse } from 'node:http';
import { and, asc, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { keysetPages } from '@/server/spreadsheets/keyset';
import type { SpreadsheetColumn } from '@/server/spreadsheets/columns';
import type { SpreadsheetFormat } from '@/server/spreadsheets/write';
import { sendPeopleSpreadsheet } from '@/server/privacy/report-reads';
import type { SessionUser } from '@/utils/session-user';
import { jenisKpText } from '@/utils/catalogue/kp';
import { rankLabel } from '@/utils/catalogue/ranks';
import { usulanStatusText } from '@/utils/catalogue/usulan';
import type { Pipeline, PipelineListQuery, PipelineRow } from '@/utils/schemas/personnel-admin';
import { pipelineWhere } from './list';
import type { PipelineSource } from './sources';

// The spreadsheet of a pipeline list (docs/personnel-admin.md sections 3 and 5): Indonesian
// headers, real dates and IDR amounts, the rows of the list's filters read by keyset.

type Flat = Record<string, unknown>;
const col = (key: string, header: string, type: SpreadsheetColumn['type'] = 'text', width?: number): SpreadsheetColumn => ({ key, header, type, width });

const COLUMNS: Record<Pipeline, readonly SpreadsheetColumn[]> = {
  kp: [
    col('nip', 'NIP', 'text', 21), col('nama', 'Nama', 'text', 32), col('golongan', 'Golongan Baru'), col('jenis', 'Jenis KP'), col('tmtKp', 'TMT KP', 'date'),
    col('status', 'Status Usulan'), col('unorNama', 'Unit Kerja', 'text', 40), col('noSk', 'Nomor SK'), col('tglSk', 'Tanggal SK', 'date'),
    col('gajiLama', 'Gaji Pokok Lama', 'money'), col('gajiBaru', 'Gaji Pokok Baru', 'money'), col('mkTahun', 'Masa Kerja (Tahun)', 'integer'), col('mkBulan', 'Masa Kerja (Bulan)', 'integer'),
  ],
  pemberhentian: [
    col('nip', 'NIP', 'text', 21), col('nama', 'Nama', 'text', 32), col('layanan', 'Jenis Layanan', 'text', 28), col('tmtPensiun', 'TMT Pensiun', 'date'), col('golongan', 'Golongan'),
    col('status', 'Status Usulan'), col('skNomor', 'Nomor SK'), col('skTgl', 'Tanggal SK', 'date'), col('gajiPensiun', 'Gaji Pensiun', 'money'),
    col('mkTahun', 'Masa Kerja (Tahun)', 'integer'), col('mkBulan', 'Masa Kerja (Bulan)', 'integer'),
  ],
  pengadaan: [
    col('nip', 'NIP', 'text', 21), col('nama', 'Nama', 'text', 32), col('noPeserta', 'Nomor Peserta', 'text', 20), col('formasi', 'Jenis Formasi', 'text', 22), col('periode', 'Periode Formasi'),
    col('noSk', 'Nomor SK'), col('tglSk', 'Tanggal SK', 'date'), col('kontrakMulai', 'Kontrak Mulai', 'date'), col('kontrakAkhir', 'Kontrak Akhir', 'date'),
    col('golongan', 'Golongan'), col('gajiPokok', 'Gaji Pokok', 'money'), col('mkTahun', 'Masa Kerja (Tahun)', 'integer'), col('mkBulan', 'Masa Kerja (Bulan)', 'integer'),
  ],
};

const golongan = (id: unknown) => rankLabel(id as string) ?? (id === null || id === undefined ? '' : String(id));

/** A stored row as the spreadsheet's columns read it. */
const FLATTEN: Record<Pipeline, (row: PipelineRow) => Flat> = {
  kp: ({ data: d, ...r }) => ({
    nip: r.nip, nama: r.nama, golongan: golongan(r.golonganBaruId), jenis: jenisKpText(r.jenisKp), tmtKp: r.tmtKp, status: usulanStatusText(r.statusUsulan, r.statusUsulanNama),
    unorNama: r.unorNama, noSk: r.noSk, tglSk: d.tgl_sk, gajiLama: d.gaji_pokok_lama, gajiBaru: d.gaji_pokok_baru, mkTahun: d.masa_kerja_tahun, mkBulan: d.masa_kerja_bulan,
  }),
  pemberhentian: ({ data: d, ...r }) => ({
    nip: r.nip, nama: r.nama, layanan: r.detailLayananNama, tmtPensiun: r.tmtPensiun, golongan: golongan(r.golonganId), status: usulanStatusText(r.statusUsulan, r.statusUsulanNama),
    skNomor: r.skNomor, skTgl: d.skTgl, gajiPensiun: d.gajiPensiunBulat, mkTahun: d.mkPnsTahun, mkBulan: d.mkPnsBulan,
  }),
  pengadaan: ({ data: d, ...r }) => ({
    nip: r.nip, nama: r.nama, noPeserta: d.no_peserta, formasi: r.jenisFormasiNama, periode: d.periode, noSk: r.noSk, tglSk: d.tgl_sk,
    kontrakMulai: d.tgl_kontrak_mulai, kontrakAkhir: d.tgl_kontrak_akhir ?? d.tgl_kontrak_ahir, golongan: golongan(d.golongan_id), gajiPokok: d.gaji_pokok, mkTahun: d.mk_tahun, mkBulan: d.mk_bulan,
  }),
};

interface Cursor {
  nip: string;
  id: string;
}

/**
 * Streams the list of a period with the list's search and status filters as xlsx or csv
 * (`kp-2026-10-01.xlsx`), recorded for each person in it as "Ekspor KP periode ..." (docs/privacy.md).
 */
export async function sendPipelineSpreadsheet<P>(res: ServerResponse, db: Database, reader: SessionUser, source: PipelineSource<P>, period: P, query: Pick<PipelineListQuery, 'search' | 'status'>, format: SpreadsheetFormat): Promise<void> {
  const where = pipelineWhere(source, period, query);
  const { nip, id } = source.columns;
  const fetchAfter = (cursor: Cursor | null, limit: number) =>
    db
      .select()
      .from(source.table)
      .where(cursor ? and(where, sql`(${nip}, ${id}) > (${cursor.nip}, ${cursor.id})`) : where)
      .orderBy(asc(nip), asc(id))
      .limit(limit)
      .then((rows) => rows as PipelineRow[]);
  const flatten = FLATTEN[source.pipeline];
  async function* pages() {
    for await (const rows of keysetPages(fetchAfter, (row: PipelineRow) => ({ nip: row.nip, id: row.id }))) yield rows.map(flatten);
  }
  const spreadsheet = { fileName: `${source.pipeline}-${source.keyOf(period).replace('..', '_')}`, format, sheetName: source.title, columns: COLUMNS[source.pipeline], pages: pages() };
  await sendPeopleSpreadsheet(res, spreadsheet, { reader, report: `Ekspor ${source.title} ${source.label(period)}` });
}
