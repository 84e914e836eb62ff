// One sandbox's agency (instansi) lists (siasn-protocol.md 5) over its province and `listRows`:
// KP by period date, pensiun by TMT range, pengadaan by formation year; a KP row by id (upload-dok-sk-kp);
// and whose row a document path the lists hand out belongs to (download-dok).
import { isoDay } from './data/dates.mjs';
import { KP_DOCUMENT_KEYS, kpRowById, kpRows, kpTmtOf } from './data/kp.mjs';
import { PENGADAAN_DOCUMENT_KEYS, pengadaanRows } from './data/pengadaan.mjs';
import { PENSIUN_DOCUMENT_KEYS, pensiunRows } from './data/pensiun.mjs';

/** The day of a `YYYYMMDD` folder name, or null. */
const folderDay = (digits) => isoDay(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`);

export function createLists({ province, listRows }) {
  const kp = (periode) => kpRows(province, kpTmtOf(periode), listRows);
  const pensiun = (from, to) => pensiunRows(province, from, to, listRows);
  const pengadaan = (tahun) => pengadaanRows(province, tahun);

  const onDay = (rowsOf) => ([, digits]) => {
    const day = folderDay(digits);
    return day === null ? [] : rowsOf(day);
  };
  // [the folder a list's documents live in, its rows for the matched folder, the row keys holding paths]
  const folders = [
    [/^kp\/(\d{8})\//, onDay((day) => (kpTmtOf(day) === day ? kp(day) : [])), KP_DOCUMENT_KEYS],
    [/^pensiun\/(\d{8})\//, onDay((day) => pensiun(day, day)), PENSIUN_DOCUMENT_KEYS],
    [/^pengadaan\/(\d{4})\//, ([, formasi]) => pengadaan(Number(formasi)), PENGADAAN_DOCUMENT_KEYS],
  ];

  return {
    kp,
    pensiun,
    pengadaan,
    kpRow: (id) => kpRowById(province, id, listRows),

    /** `{ nama, nip }` of the list row that hands out `uri` as one of its documents, or null. */
    documentOwner(uri) {
      for (const [pattern, rowsOf, keys] of folders) {
        const match = pattern.exec(uri);
        if (!match) continue;
        const row = rowsOf(match).find((candidate) => keys.some((name) => candidate[name] === uri));
        return row ? { nama: row.nama, nip: row.nipBaru ?? row.nip } : null;
      }
      return null;
    },
  };
}
