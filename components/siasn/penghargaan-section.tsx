import { letter, text } from './record-fields';
import { rowsSection } from './rows-section';

/** Riwayat penghargaan (SIASN keys these rows by `ID`). */
export const PenghargaanSection = rowsSection('penghargaan', [text('hargaNama'), text('tahun'), letter('sk', 'skNomor', 'skDate', 'md')]);
