import type { ComponentType, ReactNode } from 'react';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { PeriodQuery, PipelineRow, PipelineStatus } from '@/services/personnel-admin';
import { jenisKpText } from '@/utils/catalogue/kp';
import { rankLabel } from '@/utils/catalogue/ranks';
import { usulanStatusText } from '@/utils/catalogue/usulan';
import { formatRupiah } from '@/utils/format';
import { formatRecordDate } from '@/utils/format/record-date';
import type { Pipeline } from '@/utils/schemas/personnel-admin';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { cellText, type DocumentKey } from './pipeline-cells';
import cellStyles from './pipeline-cells.module.css';
import { SkUploadAction, SkUploadHost } from './sk-upload';

const t = personnelAdminText.pipelines;
const c = t.columns;

/** What sets one pipeline's screen apart; the screen itself is PipelineTable. */
export interface PipelineConfig {
  pipeline: Pipeline;
  /** "periode 1 Oktober 2026", for the table's caption. */
  periodLabel: (period: PeriodQuery) => string;
  /** The pipeline's own columns, between Nama/NIP and the documents. Keys `tanggal` and `status` sort on the server. */
  columns: DataColumn<PipelineRow>[];
  /** The label of the status filter (pengadaan's "status" is the jenis formasi). */
  statusFilter: string;
  statusText: (status: PipelineStatus) => string;
  documents: readonly DocumentKey[];
  /** A per-row action beside the documents, and what it needs around the table (its one dialog). */
  RowAction?: ComponentType<{ row: PipelineRow }>;
  RowActionHost?: ComponentType<{ children: ReactNode }>;
}

const proposalStatus = (row: PipelineRow) => usulanStatusText(row.statusUsulan, row.statusUsulanNama);
const rank = (id: unknown) => rankLabel(typeof id === 'string' ? id : null) ?? cellText(id);
/** KP and pemberhentian rows are proposals: their status filter reads as their status column. */
const proposalFilter = { statusFilter: t.statusFilter, statusText: ({ value, label }: PipelineStatus) => usulanStatusText(value, label) };
/** The row keys of a list's pertek, SK and SK preview (those it has), in that order. */
const decrees = (...keys: string[]): DocumentKey[] => keys.map((key, i) => ({ key, label: [t.documents.pertek, t.documents.sk, t.documents.previewSk][i] }));

const kp: PipelineConfig = {
  pipeline: 'kp',
  periodLabel: ({ periode }) => t.periodLabel.kp(formatRecordDate(periode)),
  columns: [
    { key: 'golongan', title: c.golonganBaru, render: (row) => rank(row.golonganBaruId) },
    { key: 'jenisKp', title: c.jenisKp, render: (row) => jenisKpText(row.jenisKp) },
    { key: 'tanggal', title: c.tmtKp, render: (row) => formatRecordDate(row.tmtKp) },
    { key: 'gaji', title: c.gajiBaru, render: (row) => <span className={cellStyles.nowrap}>{formatRupiah(row.data.gaji_pokok_baru as number | string | null | undefined)}</span> },
    { key: 'status', title: c.status, width: 200, render: (row) => proposalStatus(row) },
    { key: 'unor', title: c.unor, width: 240, render: (row) => cellText(row.unorNama) },
    { key: 'noSk', title: c.noSk, render: (row) => cellText(row.noSk) },
  ],
  ...proposalFilter,
  documents: decrees('path_ttd_pertek', 'path_ttd_sk', 'path_preview_sk'),
  RowAction: SkUploadAction,
  RowActionHost: SkUploadHost,
};

const pemberhentian: PipelineConfig = {
  pipeline: 'pemberhentian',
  periodLabel: ({ tglAwal, tglAkhir }) => t.periodLabel.range(formatRecordDate(tglAwal), formatRecordDate(tglAkhir)),
  columns: [
    { key: 'jenis', title: c.jenisPemberhentian, render: (row) => cellText(row.detailLayananNama) },
    { key: 'golongan', title: c.golongan, render: (row) => rank(row.golonganId) },
    { key: 'tanggal', title: c.tmtPensiun, render: (row) => formatRecordDate(row.tmtPensiun) },
    { key: 'status', title: c.status, width: 200, render: (row) => proposalStatus(row) },
    { key: 'noSk', title: c.noSk, render: (row) => cellText(row.skNomor) },
  ],
  ...proposalFilter,
  documents: decrees('pathPertek', 'pathSk', 'pathSkPreview'),
};

const pengadaan: PipelineConfig = {
  pipeline: 'pengadaan',
  periodLabel: ({ tahun }) => t.periodLabel.year(tahun),
  columns: [
    { key: 'status', title: c.formasi, render: (row) => cellText(row.jenisFormasiNama ?? row.jenisFormasiId) },
    { key: 'noSk', title: c.noSk, render: (row) => cellText(row.noSk) },
  ],
  statusFilter: t.formasiFilter,
  statusText: ({ value, label }) => label ?? value,
  documents: decrees('path_ttd_pertek', 'path_ttd_sk'),
};

export const PIPELINE_CONFIGS: Record<Pipeline, PipelineConfig> = { kp, pemberhentian, pengadaan };
