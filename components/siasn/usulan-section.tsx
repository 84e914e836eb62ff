import { date, text } from './record-fields';
import { ProposalStatus } from './record-tags';
import { rowsSection } from './rows-section';

/** Inbox usulan: the person's proposals to BKN with their status and what it means. */
export const UsulanSection = rowsSection('inbox-usulan', [
  text('jenis_layanan_nama'),
  date('tgl_usulan', 'md'),
  { key: 'status_usulan', show: (row) => <ProposalStatus code={row.status_usulan} name={row.status_usulan_nama} /> },
  date('tgl_update', 'lg'),
  text('keterangan', 'md'),
]);
