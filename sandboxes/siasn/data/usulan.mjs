// /imut/simpeg/usulan/list?nip=: a person's proposals (usulan) to BKN. The protocol names the
// endpoint and the status codes (6.5), not the rows; these are the sandbox's: 0-3 proposals from
// the last 18 months (2-3 for the demo accounts), drawn from the seed and the NIP, dated back from the day.
import { dmy, toDay, ymdTime } from './dates.mjs';
import { createRng } from './random.mjs';

// Services a proposal is for; PPPK staff have no rank promotions or SK CPNS/PNS.
const SERVICES = [
  ['1', 'Kenaikan Pangkat', false], ['2', 'Peremajaan Data Pendidikan', true], ['3', 'Pencantuman Gelar', true],
  ['4', 'Peremajaan Data Keluarga', true], ['5', 'Perbaikan Data Utama', true], ['6', 'Penetapan SK PNS', false],
];

// Where proposals stand, with the codes and texts of protocol 6.5 (22 and 32 draw yellow and green in the portal).
const STATUSES = [
  [1, 'Input Berkas', 3], [2, 'Berkas Disimpan (Terverifikasi)', 2], [5, 'Perbaikan Dokumen', 2], [6, 'Tidak Memenuhi Syarat', 1],
  [11, 'Profil PNS telah diperbaharui', 3], [12, 'Terima Usulan', 2], [13, 'Validasi Usulan – Tidak Memenuhi Syarat', 1],
  [15, 'Validasi Usulan – Disetujui', 1], [19, 'Sdh di paraf - Pertek', 1], [22, 'Sdh di TTD - Pertek', 2], [32, 'Pembuatan SK Berhasil', 2],
];

const NOTES = {
  5: 'Dokumen belum terbaca, unggah ulang dalam format PDF',
  6: 'Persyaratan masa kerja belum terpenuhi',
  13: 'Dokumen pendukung tidak sesuai dengan data SIASN',
};

const dayOf = (dmyText) => {
  const [d, m, y] = dmyText.split('-').map(Number);
  return toDay(y, m, d);
};

/** The proposals of an NIP in the province (oldest first); [] for anyone else. */
export function usulanRows(province, nip) {
  const person = province.findByNip(nip);
  if (!person) return [];
  const today = dayOf(province.today);
  const rng = createRng(`${province.seed}:usulan:${person.nip}`);
  const services = SERVICES.filter(([, , forPppk]) => forPppk || !person.pppk);
  const count = person.username ? rng.int(2, 3) : rng.weighted([[0, 4], [1, 3], [2, 2], [3, 1]]);
  const rows = [];
  for (let i = 0; i < count; i++) {
    const [layananId, layanan] = rng.pick(services);
    const [status, statusNama] = rng.weighted(STATUSES.map((entry) => [entry, entry[2]]));
    const submitted = today - rng.int(7, 540);
    const updated = Math.min(today - 1, submitted + rng.int(0, 60));
    rows.push({
      id: rng.uuid(), nip: person.nip, nama: person.fullName, jenis_layanan_id: layananId, jenis_layanan_nama: layanan,
      status_usulan: String(status), status_usulan_nama: statusNama, tgl_usulan: dmy(submitted),
      tgl_update: ymdTime(updated, rng.int(7 * 3600, 16 * 3600)), keterangan: NOTES[status] ?? '', sortKey: submitted,
    });
  }
  return rows.sort((a, b) => a.sortKey - b.sortKey).map(({ sortKey, ...row }) => row);
}
