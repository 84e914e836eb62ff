// /pns/data-utama/{nip}: the person's current state, read off their career (siasn-protocol.md 3).
import { functionalLevel, positionLevel, positionType, rankById } from './catalogue.mjs';
import { addMonths, compact, dmy, parts, span, toDay, ymdTime } from './dates.mjs';
import { MAJORS } from './education-reference.mjs';
import { positionTitle } from './career-rows.mjs';
import { docPath, skNumber } from './row-parts.mjs';
import { INSTANSI } from './units.mjs';
import { stableId } from './random.mjs';

export const RELIGIONS = { 1: 'Islam', 2: 'Kristen', 3: 'Katholik', 4: 'Hindu', 5: 'Budha' };
const CLASS_STRUCTURAL = { 41: 9, 31: 12, 22: 14, 21: 14, 12: 16 };
const CLASS_FUNCTIONAL = { 12: 8, 22: 9, 32: 11, 42: 13, 52: 5, 62: 6, 72: 7, 82: 8 };
const CLASS_PELAKSANA = { SLTA: 5, D3: 6, S1: 7 };
// Salary: the group's base (PP 5/2024 scale), +3.5% a rank within the group, +2.9% each 2 years.
const SALARY_BASE = { 1: 1685700, 2: 2184000, 3: 2785700, 4: 3287800 };
const KANREG = { id: '2', nama: 'Kantor Regional II BKN Surabaya' };
const slug = (text) => text.toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '');

function retirementAge(person, position) {
  if (position.type === 1 && position.eselonId <= 22) return 60;
  if (position.type === 2) return position.level === 42 ? 65 : position.level === 32 || person.track === 'guru' ? 60 : 58;
  return 58;
}

export function salary(rankId, years) {
  const group = Math.floor(rankId / 10);
  return Math.round((SALARY_BASE[group] * 1.035 ** ((rankId % 10) - 1) * 1.029 ** Math.floor(years / 2)) / 100) * 100;
}

function positionFields(position) {
  const type = positionType(position.type);
  const title = positionTitle(position);
  const level = position.eselonId ? positionLevel(position.eselonId) : null;
  const jf = position.type === 2 ? functionalLevel(position.level) : null;
  return {
    jenisJabatanId: String(position.type), jenisJabatan: type.name, jabatanNama: title,
    jabatanStrukturalId: level ? position.unit.id : '', jabatanStrukturalNama: level ? title : '',
    jabatanFungsionalId: jf ? stableId(`jf:${title}`) : '', jabatanFungsionalNama: jf ? title : '',
    jabatanFungsionalUmumId: position.type === 4 ? stableId(`jfu:${title}`) : '', jabatanFungsionalUmumNama: position.type === 4 ? title : '',
    eselon: level?.name ?? '', eselonId: level ? String(level.id) : '', eselonLevel: level ? String(Math.floor(level.id / 10)) : '',
    jabatanAsn: level?.jabatanAsn ?? (jf ? 'Jabatan Fungsional' : 'Pelaksana'), jenjang: jf?.title ?? level?.jabatanAsn ?? 'Pelaksana',
    asnJenjangJabatan: jf?.title ?? level?.jabatanAsn ?? 'Pelaksana', kode_jenjang_jabatan: jf?.code ?? (level ? String(level.id) : ''), levelJabatan: jf?.title ?? level?.name ?? 'Pelaksana',
  };
}

export function dataUtama(rng, person, family, today, ctx) {
  const position = person.positions[person.positions.length - 1];
  const opd = ctx.unitsByCode.get(position.unit.opdCode);
  const first = person.ranks[0];
  const last = person.ranks[person.ranks.length - 1];
  const served = span(addMonths(person.start, -person.pmkMonths), today);
  const top = person.education[person.education.length - 1];
  const { y, m, d } = parts(person.birth);
  const nik = `${person.birthRegion.id}${rng.digits(2)}${String(person.gender === 'F' ? d + 40 : d).padStart(2, '0')}${String(m).padStart(2, '0')}${String(y).slice(2)}${rng.digits(4)}`;
  const tmtPns = person.pppk ? null : addMonths(person.tmtCpns, 12);
  const isPns = tmtPns !== null && tmtPns <= today;
  const retire = toDay(y + retirementAge(person, position), m + 1, 1);
  const ranked = (rank) => (rank ? { ...rankById(rank.rankId), id: String(rank.rankId) } : { id: '', code: '', name: '' });
  const [awal, akhir] = [ranked(first), ranked(last)];
  const skCpns = person.pppk ? null : person.tmtCpns - rng.int(20, 60);
  const docs = person.pppk ? {} : { ...docPath(person, 889, 'Dok SK CPNS', skCpns), ...docPath(person, 888, 'Dok SPMT', person.tmtCpns), ...(isPns ? docPath(person, 887, 'Dok SK PNS', tmtPns) : {}) };
  const sttpl = person.pppk ? null : Math.min(today - 1, person.tmtCpns + rng.int(90, 330));
  const name = slug(person.nama);
  return {
    id: person.pnsId, nipBaru: person.nip, nipLama: person.nipLama, nama: person.nama, gelarDepan: person.gelarDepan, gelarBelakang: person.gelarBelakang,
    tempatLahir: person.birthRegion.name.replace(/^(Kabupaten|Kota) /, ''), tempatLahirId: String(person.birthRegion.id), tglLahir: dmy(person.birth),
    agama: RELIGIONS[person.religionId], agamaId: person.religionId, email: `${name}.${person.nip.slice(-4)}@pegawai.localhost`, emailGov: `${name}@jatim.localhost`,
    nik, alamat: `Jl. ${rng.pick(['Merdeka', 'Diponegoro', 'Pahlawan', 'Sudirman', 'Kartini', 'Gajah Mada'])} No. ${rng.int(1, 120)}, ${position.unit.regionName}`,
    noHp: `08${rng.int(11, 59)}${rng.digits(8)}`, noTelp: '', jenisPegawaiId: person.pppk ? '71' : '4', jenisPegawaiNama: person.pppk ? 'PPPK Daerah Provinsi' : 'PNS Daerah Provinsi',
    kedudukanPnsId: person.pppk ? '71' : '01', kedudukanPnsNama: person.pppk ? 'PPPK Aktif' : 'Aktif', statusPegawai: person.pppk ? 'PPPK' : isPns ? 'PNS' : 'CPNS',
    jenisKelamin: person.gender, jenisIdDokumenId: '1', jenisIdDokumenNama: 'KTP', nomorIdDocument: nik, noSeriKarpeg: person.pppk ? '' : `${String.fromCharCode(65 + rng.int(0, 25))}${rng.digits(6)}`,
    tkPendidikanTerakhirId: person.topLevel.id, tkPendidikanTerakhir: person.topLevel.name, pendidikanTerakhirId: MAJORS[top.majorKey].id,
    pendidikanTerakhirNama: MAJORS[top.majorKey].name, tahunLulus: String(parts(top.graduated).y),
    tmtCpns: dmy(person.tmtCpns), tglSkCpns: dmy(skCpns), nomorSkCpns: skCpns ? skNumber(rng, '813.3', skCpns) : '',
    tmtPns: dmy(isPns ? tmtPns : null), tglSkPns: dmy(isPns ? tmtPns - 20 : null), nomorSkPns: isPns ? skNumber(rng, '821.13', tmtPns) : '',
    tmtPensiun: dmy(retire), bupPensiun: String(retirementAge(person, position)),
    instansiIndukId: INSTANSI.id, instansiIndukNama: INSTANSI.nama, satuanKerjaIndukId: INSTANSI.id, satuanKerjaIndukNama: INSTANSI.nama,
    kanregId: KANREG.id, kanregNama: KANREG.nama, instansiKerjaId: INSTANSI.id, instansiKerjaNama: INSTANSI.nama, instansiKerjaKodeCepat: INSTANSI.kodeCepat,
    satuanKerjaKerjaId: INSTANSI.id, satuanKerjaKerjaNama: INSTANSI.nama, unorId: position.unit.id, unorNama: position.unit.name, unorIndukId: opd.id, unorIndukNama: opd.name,
    ...positionFields(position), tmtJabatan: dmy(position.tmt), lokasiKerjaId: String(position.unit.regionId), lokasiKerja: position.unit.regionName,
    golRuangAwalId: awal.id, golRuangAwal: awal.code, golRuangAkhirId: akhir.id, golRuangAkhir: akhir.code, pangkatAwal: awal.name, pangkatAkhir: akhir.name,
    tmtGolAkhir: dmy(last?.tmt ?? null), masaKerja: `${served.years} Tahun ${served.months} Bulan`, mkTahun: served.years, mkBulan: served.months,
    tmtEselon: dmy(position.type === 1 ? position.tmt : null), gajiPokok: last ? salary(last.rankId, served.years) : 3_000_000 + 100_000 * rng.int(0, 9),
    kpknId: '', kpknNama: '', ktuaId: '', ktuaNama: '', taspenId: '35', taspenNama: 'PT TASPEN (Persero) KC Surabaya', kppnId: '', kppnNama: '',
    jenisKawinId: family.spouse ? '2' : '1', statusPerkawinan: family.spouse ? 'Menikah' : 'Belum Kawin', statusHidup: '1',
    jumlahIstriSuami: family.spouse ? 1 : 0, jumlahAnak: family.children.length,
    noSuratKeteranganDokter: `${rng.int(100, 999)}/SKD/${parts(person.start).y}`, tglSuratKeteranganDokter: dmy(person.start - 120),
    noSuratKeteranganBebasNarkoba: `${rng.int(100, 999)}/BNN/${parts(person.start).y}`, tglSuratKeteranganBebasNarkoba: dmy(person.start - 110),
    skck: `SKCK/${rng.digits(6)}/${parts(person.start).y}`, tglSkck: dmy(person.start - 100), akteKelahiran: `${rng.digits(4)}/${y}`, akteMeninggal: '', tglMeninggal: dmy(null),
    noNpwp: nik, tglNpwp: dmy(Math.min(today - 1, person.start + 200)), noAskes: rng.digits(13), bpjs: rng.digits(13), kodePos: `6${rng.digits(4)}`,
    noSpmt: person.pppk ? '' : `800/${rng.int(100, 999)}/SPMT/${parts(person.tmtCpns).y}`, tglSpmt: dmy(person.tmtCpns), noTaspen: person.pppk ? '' : rng.digits(14),
    tanggal_taspen: person.pppk ? '' : ymdTime(person.tmtCpns + 60), bahasa: '', tglSttpl: dmy(sttpl), nomorSttpl: sttpl ? `${compact(sttpl)}/LATSAR/${rng.digits(4)}` : '',
    kartuAsn: '', validNik: true, tabrum2: '', kelas_jabatan: String(position.type === 1 ? CLASS_STRUCTURAL[position.eselonId] : position.type === 2 ? CLASS_FUNCTIONAL[position.level] : CLASS_PELAKSANA[person.entryLevel] ?? 7),
    karis_karsu: family.spouse && !person.pppk ? `K${rng.digits(7)}` : '', genEmailAsn: '', path: JSON.stringify(docs),
  };
}
