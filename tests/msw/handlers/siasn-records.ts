import type { PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';

// One civil servant's SIASN record in the shapes of the SIASN sandbox (sandboxes/siasn/data) and
// protocol section 3, field names exactly as SIASN sends them (typos included): Budi Santoso, the
// component tests' signed-in user (tests/msw/handlers/auth.ts), a Pranata Komputer at the BKD.
export const SIASN_NIP = '199001012020011001';
const PNS_ID = 'A26D1547AFD55DBE08D7FC9420353DE9';
const doc = (id: string, name: string) => ({ [id]: { dok_id: id, dok_nama: name, dok_uri: `peremajaan/usulan/${PNS_ID}_${id}.pdf`, object: `peremajaan/usulan/${PNS_ID}_${id}.pdf`, slug: id } });
const person = (nama: string, tglLahir: string, jenisKelamin: 'M' | 'F', extra: Record<string, unknown> = {}) => ({
  id: `${nama}-id`, nama, namaKtp: nama.toUpperCase(), gelarDepan: '', gelarBlk: '', tempatLahir: 'Surabaya', tglLahir, aktaMeninggal: '',
  tglMeninggal: '01-01-0001', jenisKelamin, jenisAnak: '', StatusHidup: '1', JenisKawinId: '2', karisKarsu: '', ...extra,
});

export const DATA_UTAMA = {
  id: PNS_ID, nipBaru: SIASN_NIP, nipLama: '', nama: 'Budi Santoso', gelarDepan: '', gelarBelakang: 'S.Kom.', tempatLahir: 'Surabaya',
  tglLahir: '01-01-1990', agama: 'Islam', email: 'budi.santoso@pegawai.localhost', emailGov: 'budi@jatimprov.go.id', nik: '3578010101900001',
  alamat: 'Jl. Pahlawan No. 110, Kota Surabaya', noHp: '081234567890', noTelp: '', jenisPegawaiNama: 'PNS Daerah Provinsi',
  kedudukanPnsId: '01', kedudukanPnsNama: 'Aktif', statusPegawai: 'PNS', jenisKelamin: 'M', tmtCpns: '01-01-2020', tmtPns: '01-01-2021',
  tmtPensiun: '01-02-2048', instansiKerjaNama: 'Pemerintah Provinsi Jawa Timur', unorNama: 'Bidang Pengembangan Sistem Informasi',
  unorIndukNama: 'Badan Kepegawaian Daerah', jenisJabatanId: '2', jabatanNama: 'Pranata Komputer Ahli Pertama', eselon: '', eselonId: '',
  tmtJabatan: '01-04-2020', golRuangAkhirId: '32', golRuangAkhir: 'III/b', tmtGolAkhir: '01-04-2024', masaKerja: '6 Tahun 10 Bulan',
  gajiPokok: 3245600, pendidikanTerakhirNama: 'S-1 Teknik Informatika', statusPerkawinan: 'Menikah', kodePos: '60175', noNpwp: '3578010101900001',
  tglNpwp: '20-07-2020', bpjs: '0001234567890', noAskes: '', noTaspen: '97421263080001', path: { 887: doc('887', 'Dok SK PNS')['887'] },
};

export const IP_ASN = {
  nama: 'Budi Santoso', jenis_jabatan: 'Fungsional', kualifikasi: '20.00', kompetensi: '28.50', kinerja: '25.00', disiplin: '5.00',
  subtotal: '78.50', keterangan_kualifikasi: 'S-1/Sarjana', keterangan_kompetensi: '3 pelatihan', keterangan_kinerja: 'Baik',
  keterangan_disiplin: 'Tidak pernah dijatuhi hukuman disiplin', created_at: '2025-11-26 09:00:00',
};

const rw = { idPns: PNS_ID, nipBaru: SIASN_NIP, nipLama: '' };

/** Each section's `data` as the portal API answers it (docs/personnel.md, Portal API). */
export const SECTION_DATA: Record<PersonnelSectionKey, unknown> = {
  'data-utama': DATA_UTAMA,
  // The stored agency lists (docs/personnel.md): the NIP's rows and the formation years synced.
  'rw-pengadaan': {
    rows: [
      { id: 'pg-1', orang_id: PNS_ID, no_peserta: '35780120190001', nip: SIASN_NIP, nama: 'Budi Santoso', periode: '2019', jenis_formasi_nama: 'Umum',
        no_pertek: 'PT-2019-0001', tgl_pertek: '2019-12-02 09:00:00', no_sk: '813.3/120/204/2019', tgl_sk: '2019-12-20 09:00:00', golongan_id: '31', gaji_pokok: 2579400,
        tgl_kontrak_mulai: null, tgl_kontrak_akhir: null },
    ],
    syncedYears: [2019, 2024],
  },
  'ubah-data': { nama: 'Budi Santoso', gelarDepan: '', gelarBelakang: 'S.Kom.', nik: '3578010101900001', tempatLahir: 'Surabaya', tglLahir: '01-01-1990',
    jenisKelamin: 'M', agama: 'Islam', statusPerkawinan: 'Menikah', email: 'budi.santoso@pegawai.localhost', emailGov: 'budi@jatimprov.go.id',
    noHp: '081234567890', noTelp: '', alamat: 'Jl. Pahlawan No. 110, Kota Surabaya', kodePos: '60175', noNpwp: '3578010101900001',
    tglNpwp: '20-07-2020', bpjs: '0001234567890', noAskes: '', noTaspen: '97421263080001' },
  keluarga: {
    pasangan: [{ orang: person('Ratna Sari', '05-06-1991', 'F'), statusNikah: 'Menikah', dataPernikahan: { tgglMenikah: '11-08-2017', tgglCerai: '01-01-0001', isPns: '0' } }],
    anak: [person('Nadia Santoso', '23-08-2019', 'F', { jenisAnak: '1' })],
    ortu: { idPns: PNS_ID, ayah: person('Slamet Riyadi', '21-05-1959', 'M', { tglMeninggal: '02-03-2021', StatusHidup: '2' }), ibu: person('Sulastri', '04-10-1962', 'F') },
  },
  sertifikasi: [
    { id: 'st-1', namaSertifikasi: 'Sertifikat Kompetensi Pengadaan Barang/Jasa Tingkat Dasar', noSertifikat: '256706003571', tanggalSertifikat: '27-02-2023',
      masaBerlakuSertMulai: '27-02-2023', masaBerlakuSertSelesai: '26-02-2026', lembagaSertifikasiNama: 'LSP Pengadaan', jenisSertifikasiNama: 'Sertifikasi Kompetensi',
      gelarDepanSert: '', gelarBelakangSert: '', sumber: 'SIASN' },
  ],
  jabatan: [
    { ...rw, id: 'jb-1', jenisJabatan: '4', namaJabatan: 'Pengelola Sistem Informasi', eselonId: '', eselon: '', unorNama: 'Subbidang Data', unorIndukNama: 'Badan Kepegawaian Daerah',
      tmtJabatan: '01-01-2020', nomorSk: '821.2/10/204/2019', tanggalSk: '16-12-2019', tmtPelantikan: '01-01-0001', path: doc('872', 'Dok SK Jabatan') },
    { ...rw, id: 'jb-2', jenisJabatan: '2', namaJabatan: 'Pranata Komputer Ahli Pertama', eselonId: '', eselon: '', unorNama: 'Bidang Pengembangan Sistem Informasi',
      unorIndukNama: 'Badan Kepegawaian Daerah', tmtJabatan: '01-04-2020', nomorSk: '821.2/77/204/2020', tanggalSk: '20-03-2020', tmtPelantikan: '01-04-2020', path: doc('872', 'Dok SK Jabatan') },
  ],
  // The own rows of SIASN's agency list (the portal filters them by nip, docs/personnel-writes.md 3).
  'inbox-usulan': [
    { id: 'us-1', nip: SIASN_NIP, nama: 'Budi Santoso, S.Kom.', instansi_id: 'a5b8c0d2e4f6', no_surat_usulan: '800.1.3/05/204/2026', jenis_layanan_id: '3', jenis_layanan_nama: 'Pencantuman Gelar', status_usulan: '22',
      status_usulan_nama: 'Sdh di TTD - Pertek', tgl_usulan: '02-05-2026', tgl_update: '2026-05-20 10:15:00', keterangan: '' },
    { id: 'us-2', nip: SIASN_NIP, nama: 'Budi Santoso, S.Kom.', instansi_id: 'a5b8c0d2e4f6', no_surat_usulan: '800.1.2/09/204/2026', jenis_layanan_id: '2', jenis_layanan_nama: 'Peremajaan Data Pendidikan', status_usulan: '13',
      status_usulan_nama: 'Validasi Usulan – Tidak Memenuhi Syarat', tgl_usulan: '14-09-2026', tgl_update: '2026-10-01 08:30:00', keterangan: 'Dokumen pendukung tidak sesuai dengan data SIASN' },
  ],
  'angka-kredit': [
    { id: 'ak-1', pns: PNS_ID, nomorSk: '800/1751/204/2026', tanggalSk: '22-02-2026', bulanMulaiPenailan: '1', tahunMulaiPenailan: '2025', bulanSelesaiPenailan: '12',
      tahunSelesaiPenailan: '2025', kreditUtamaBaru: 12.5, kreditPenunjangBaru: 0, kreditBaruTotal: 12.5, namaJabatan: 'Pranata Komputer Ahli Pertama',
      isAngkaKreditPertama: '0', isIntegrasi: '0', isKonversi: '1', Sumber: 'SIASN' },
  ],
  'laporan-kinerja': {
    skp22: [
      { id: 'skp22-1', tahun: 2025, hasilKinerja: 'Sesuai Ekspektasi', hasilKinerjaNilai: 2, kuadranKinerja: 'Baik', KuadranKinerjaNilai: 2, perilakuKerja: 'Diatas Ekspektasi',
        PerilakuKerjaNilai: 1, namaPenilai: 'Anisa Maharani, S.Kom., M.AP.', penilaiJabatanNm: 'Kepala Bidang Pengembangan Sistem Informasi', statusPenilai: 'ASN' },
    ],
    skp: [{ id: 'skp-1', tahun: 2021, nilaiSkp: 88.02, nilaiPerilakuKerja: 84.62, nilaiPrestasiKerja: 86.66, konversiNilai: 'Baik', penilaiNama: 'Anisa Maharani, S.Kom., M.AP.' }],
  },
  diklat: {
    diklat: [],
    kursus: [{ ...rw, id: 'ks-1', jenisKursusNama: 'Workshop', namaKursus: 'Workshop Pelayanan Publik Prima', noSertipikat: '899/4/2023', institusiPenyelenggara: 'BPSDM Provinsi Jawa Timur',
      jumlahJam: 1250, tahunKursus: 2023, tanggalKursus: '13-07-2023', tanggalSelesaiKursus: '14-07-2023' }],
  },
  pendidikan: [
    { ...rw, id: 'pd-1', pendidikanNama: 'S-1 Teknik Informatika', tkPendidikanNama: 'S-1/Sarjana', tahunLulus: '2012', tglLulus: '01-07-2012', isPendidikanPertama: '1',
      nomorIjasah: 'S1-6939914102', namaSekolah: 'Institut Teknologi Sepuluh Nopember', gelarDepan: '', gelarBelakang: 'S.Kom.' },
  ],
  golongan: [
    { ...rw, id: 'gl-1', golonganId: '31', golongan: 'III/a', pangkat: 'Penata Muda', skNomor: '813.3/120/204/2019', skTanggal: '20-12-2019', tmtGolongan: '01-01-2020',
      jenisKPNama: 'Gol. dari Pengadaan CPNS/PNS', masaKerjaGolonganTahun: 0, masaKerjaGolonganBulan: 0, noPertekBkn: '', tglPertekBkn: '01-01-0001' },
    { ...rw, id: 'gl-2', golonganId: '32', golongan: 'III/b', pangkat: 'Penata Muda Tingkat I', skNomor: '823.3/3079/204/2024', skTanggal: '26-02-2024',
      tmtGolongan: '01-04-2024', jenisKPNama: 'Reguler', masaKerjaGolonganTahun: 4, masaKerjaGolonganBulan: 3, noPertekBkn: 'PG-202418790963', tglPertekBkn: '10-02-2024' },
  ],
  pmk: [],
  penghargaan: [{ ID: 'ph-1', tahun: 2024, skNomor: '800/45/204/2024', skDate: '13-08-2024', hargaId: '301', hargaNama: 'Pegawai Teladan Tingkat Provinsi', pnsOrangId: PNS_ID }],
  'kinerja-periodik': [
    { id: 'kp-1', tahun: 2026, nip: SIASN_NIP, periodikId: 2, periodikNama: 'Triwulanan', bulanMulaiPenilaian: 4, bulanSelesaiPenilaian: 6, tahunMulaiPenilaian: 2026,
      tahunSelesaiPenilaian: 2026, hasilKinerja: 'Sesuai Ekspektasi', hasilKinerjaNilai: 2, perilakuKerja: 'Dibawah Ekspektasi', perilakuKerjaNilai: 3,
      kuadranKinerjaNilai: 3, kuadranNilai: 3, namaPenilai: 'Anisa Maharani, S.Kom., M.AP.' },
  ],
  cltn: [],
  'hukuman-disiplin': [
    { id: 'hd-1', jenisHukumanNama: 'Teguran lisan', jenisTingkatHukumanId: 'R', alasanHukumanDisiplinNama: 'Tidak menaati ketentuan jam kerja', skNomor: '862/8469/204/2022',
      skTanggal: '05-07-2022', hukumanTanggal: '12-07-2022', masaTahun: 0, masaBulan: 0, akhirHukumTanggal: '01-01-0001', nomorPp: 'PP 94 Tahun 2021', keterangan: '' },
  ],
};
