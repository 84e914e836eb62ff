// /pengadaan/list-pengadaan-instansi?tahun=: the agency's appointments of a formation year
// (siasn-protocol.md Corrections and 5), rows with `periode` = tahun. A formation's people are
// appointed the year after it: everyone whose NIP carries tahun + 1 (digits 9-12: the CPNS year,
// or the PPPK appointment year), ordered by NIP. Read off the person's records; the rest is drawn
// from the seed. Its documents live under pengadaan/<formation year>/ (lists.mjs documentOwner).
import { memoised } from './agency-lists.mjs';
import { dmy, dmyDay, toDay, ymdTime } from './dates.mjs';
import { salary } from './data-utama.mjs';
import { createRng } from './random.mjs';
import { INSTANSI } from './units.mjs';

// PPPK golongan by the education they were appointed with, and a base salary for it.
const PPPK_GOLONGAN = { '15': ['V', 2_511_500], '30': ['VII', 2_966_500], '40': ['IX', 3_203_600], '45': ['X', 3_339_100], '50': ['XI', 3_480_300] };
const CPNS_FORMASI = [[['01', 'Umum'], 90], [['02', 'Cumlaude'], 6], [['03', 'Disabilitas'], 4]];
const HEALTH = /^(Dokter|Perawat|Bidan)/;
export const PENGADAAN_DOCUMENT_KEYS = ['path_ttd_pertek', 'path_ttd_sk'];

const ymd = (day) => ymdTime(day).slice(0, 10);

function pppkFormasi(jabatan) {
  if (jabatan.startsWith('Guru')) return ['21', 'PPPK Guru'];
  if (HEALTH.test(jabatan)) return ['22', 'PPPK Tenaga Kesehatan'];
  return ['23', 'PPPK Tenaga Teknis'];
}

function rowOf(province, summary, formasi) {
  const appointed = formasi + 1;
  const rng = createRng(`${province.seed}:pengadaan:${summary.nip}`);
  const utama = province.dataUtama(summary.nip);
  const first = province.rwPendidikan(summary.nip).find((row) => row.isPendidikanPertama === '1');
  const start = summary.pppk ? dmyDay(province.rwJabatan(summary.nip)[0].tmtJabatan) : dmyDay(utama.tmtCpns);
  const sk = summary.pppk ? start - rng.int(20, 45) : dmyDay(utama.tglSkCpns);
  const pertek = sk - rng.int(14, 40);
  const [formasiId, formasiNama] = summary.pppk ? pppkFormasi(province.rwJabatan(summary.nip)[0].namaJabatan) : rng.weighted(CPNS_FORMASI);
  const [golongan, gaji] = summary.pppk ? PPPK_GOLONGAN[first?.tkPendidikanId] ?? PPPK_GOLONGAN['15'] : [utama.golRuangAwalId, salary(Number(utama.golRuangAwalId), 0)];
  const file = (kind) => `pengadaan/${formasi}/${summary.pnsId}_${kind}.pdf`;
  return {
    id: rng.uuid(), orang_id: summary.pnsId, no_peserta: `${formasi}${INSTANSI.kodeCepat}${rng.digits(8)}`, nip: summary.nip, nama: summary.fullName,
    periode: String(formasi), instansi_id: INSTANSI.id, jenis_formasi_id: formasiId, jenis_formasi_nama: formasiNama,
    no_pertek: `${summary.pppk ? 'PK' : 'CP'}-${rng.digits(6)}/BKN/${appointed}`, tgl_pertek: dmy(pertek),
    no_sk: summary.pppk ? `800.1.13/${rng.int(1000, 9999)}/204/${appointed}` : utama.nomorSkCpns, tgl_sk: ymdTime(sk),
    path_ttd_pertek: file('pertek'), path_ttd_sk: file('sk'),
    tgl_kontrak_mulai: summary.pppk ? ymd(start) : '', tgl_kontrak_akhir: summary.pppk ? ymd(toDay(appointed + 5, 1, 1) + (start - toDay(appointed, 1, 1)) - 1) : '',
    mk_tahun: 0, mk_bulan: 0, pendidikan_id: first?.pendidikanId ?? '', tk_pendidikan_id: first?.tkPendidikanId ?? '',
    golongan_id: golongan, gaji_pokok: gaji,
  };
}

/** Every appointment of formation year `tahun` (a number) in the province; the same array for the same year while memoised. */
export function pengadaanRows(province, tahun) {
  return memoised(province, 'pengadaan', tahun, () => {
    const people = province.people.filter((p) => Number(p.nip.slice(8, 12)) === tahun + 1).sort((a, b) => (a.nip < b.nip ? -1 : 1));
    return people.map((p) => rowOf(province, p, tahun));
  });
}
