import { formatRecordDate } from '@/utils/format/record-date';
import { date, Stacked, text, textOf } from './record-fields';
import { ProposalStatus } from './record-tags';
import { rowsSection } from './rows-section';

/** Inbox usulan: the person's proposals to BKN (the service over the day it was proposed) with their status and what it means. */
export const UsulanSection = rowsSection('inbox-usulan', [
  { key: 'jenis_layanan_nama', show: (row) => <Stacked main={textOf(row.jenis_layanan_nama)} sub={formatRecordDate(row.tgl_usulan)} /> },
  { key: 'status_usulan', show: (row) => <ProposalStatus code={row.status_usulan} name={row.status_usulan_nama} /> },
  date('tgl_update', 'lg'),
  text('keterangan', 'md'),
]);
