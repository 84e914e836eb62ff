// The answer half of the SIASN conformance suite: the field names the reference (siasn-protocol.md
// section 3, Corrections first) gives for each read section, spelled as SIASN spells them, typos
// included. The sandbox's rows must carry every one (tests/unit/siasn-sandbox-records.test.ts), so
// a portal that reads a name works on the real service as it does on the sandbox. Transcribed from
// the reference, never from the sandbox. The agency lists (5) and ref-unor (6.1) are held to their
// exact key lists in tests/api/siasn-sandbox-lists.test.ts and siasn-sandbox.test.ts.

const words = (text: string) => text.split(' ');

/** Rows (or the object) of each read section, by the province method that answers it. */
export const SECTION_FIELDS = {
  dataUtama: words(
    'id nipBaru nipLama nama gelarDepan gelarBelakang tempatLahir tempatLahirId tglLahir agama agamaId email emailGov nik alamat noHp noTelp ' +
    'jenisPegawaiId jenisPegawaiNama kedudukanPnsId kedudukanPnsNama statusPegawai jenisKelamin jenisIdDokumenId jenisIdDokumenNama nomorIdDocument ' +
    'noSeriKarpeg tkPendidikanTerakhirId tkPendidikanTerakhir pendidikanTerakhirId pendidikanTerakhirNama tahunLulus tmtCpns tglSkCpns nomorSkCpns ' +
    'tmtPns tglSkPns nomorSkPns tmtPensiun bupPensiun instansiIndukId instansiIndukNama satuanKerjaIndukId satuanKerjaIndukNama kanregId kanregNama ' +
    'instansiKerjaId instansiKerjaNama instansiKerjaKodeCepat satuanKerjaKerjaId satuanKerjaKerjaNama unorId unorNama unorIndukId unorIndukNama ' +
    'jenisJabatanId jenisJabatan jabatanNama jabatanStrukturalId jabatanStrukturalNama jabatanFungsionalId jabatanFungsionalNama ' +
    'jabatanFungsionalUmumId jabatanFungsionalUmumNama tmtJabatan lokasiKerjaId lokasiKerja golRuangAwalId golRuangAwal golRuangAkhirId golRuangAkhir ' +
    'pangkatAwal pangkatAkhir tmtGolAkhir masaKerja mkTahun mkBulan eselon eselonId eselonLevel tmtEselon gajiPokok kpknId kpknNama ktuaId ktuaNama ' +
    'taspenId taspenNama kppnId kppnNama jenisKawinId statusPerkawinan statusHidup jumlahIstriSuami jumlahAnak noSuratKeteranganDokter ' +
    'tglSuratKeteranganDokter noSuratKeteranganBebasNarkoba tglSuratKeteranganBebasNarkoba skck tglSkck akteKelahiran akteMeninggal tglMeninggal noNpwp ' +
    'tglNpwp noAskes bpjs kodePos noSpmt tglSpmt noTaspen tanggal_taspen bahasa tglSttpl nomorSttpl jenjang jabatanAsn kartuAsn validNik ' +
    'asnJenjangJabatan kode_jenjang_jabatan levelJabatan tabrum2 kelas_jabatan karis_karsu genEmailAsn path',
  ),
  nilaiIpasn: words('kualifikasi kompetensi kinerja disiplin subtotal keterangan_kualifikasi keterangan_kompetensi keterangan_kinerja keterangan_disiplin created_at'),
  rwGolongan: words('id idPns nipBaru nipLama golonganId golongan pangkat skNomor skTanggal tmtGolongan noPertekBkn tglPertekBkn jumlahKreditUtama jumlahKreditTambahan jenisKPId jenisKPNama masaKerjaGolonganTahun masaKerjaGolonganBulan path'),
  rwJabatan: words('id idPns nipBaru nipLama jenisJabatan instansiKerjaId instansiKerjaNama satuanKerjaId satuanKerjaNama unorId unorNama unorIndukId unorIndukNama eselon eselonId jabatanFungsionalId jabatanFungsionalNama jabatanFungsionalUmumId jabatanFungsionalUmumNama tmtJabatan nomorSk tanggalSk namaUnor namaJabatan tmtPelantikan jenisPenugasanId jenisMutasiId subJabatanId tmtMutasi path'),
  rwPendidikan: words('id idPns nipBaru nipLama pendidikanId pendidikanNama tkPendidikanId tkPendidikanNama tahunLulus tglLulus isPendidikanPertama nomorIjasah namaSekolah gelarDepan gelarBelakang path'),
  rwDiklat: words('id idPns nipBaru nipLama latihanStrukturalId latihanStrukturalNama nomor tanggal tanggalSelesai tahun jumlahJam institusiPenyelenggara path'),
  rwKursus: words('id idPns nipBaru nipLama jenisKursusId jenisKursusNama jenisKursusSertifikat jenisDiklatId namaKursus noSertipikat institusiPenyelenggara jumlahJam tahunKursus tanggalKursus tanggalSelesaiKursus path'),
  rwAngkaKredit: words('id pns nomorSk tanggalSk bulanMulaiPenailan tahunMulaiPenailan bulanSelesaiPenailan tahunSelesaiPenailan kreditUtamaBaru kreditPenunjangBaru kreditBaruTotal rwJabatan namaJabatan isAngkaKreditPertama isIntegrasi isKonversi Sumber created_at updated_at path'),
  rwSkp22: words('id tahun hasilKinerja hasilKinerjaNilai kuadranKinerja KuadranKinerjaNilai perilakuKerja PerilakuKerjaNilai namaPenilai nipNrpPenilai penilaiGolonganId penilaiJabatanNm penilaiUnorNm pnsDinilaiId statusPenilai path'),
  rwSkp: words('id tahun nilaiSkp orientasiPelayanan integritas komitmen disiplin kerjasama kepemimpinan inisiatifKerja nilaiPerilakuKerja nilaiPrestasiKerja jumlah nilairatarata konversiNilai nilaiIntegrasi jenisJabatan statusPenilai statusAtasanPenilai'),
  rwKinerjaPeriodik: words('id tahun nip nama periodikId periodikNama hasilKinerja hasilKinerjaNilai perilakuKerja perilakuKerjaNilai kuadranKinerjaNilai kuadranNilai koefisenId kriteria persentase jabatan instansiId instansiNama unorId unorNama namaPenilai penilaiPnsId penilaiNipNrp penilaiGolonganId penilaiJabatanNama penilaiUnorNm pnsDinilaiId statusPenilai path'),
  rwPenghargaan: words('ID tahun skNomor skDate hargaId hargaNama pnsOrangId path'),
  rwSertifikasi: words('id namaSertifikasi noSertifikat tanggalSertifikat masaBerlakuSertMulai masaBerlakuSertSelesai lembagaSertifikasiNama jenisSertifikasiNama gelarDepanSert gelarBelakangSert sumber'),
  rwMasaKerja: words('id idPns nipBaru nipLama pengalaman tanggalAwal tanggalSelesai nomorSk tanggalSk nomorBkn tanggalBkn tasaKerjaTahun masaKerjaBulan dinilai'),
  rwCltn: words('id cltnId skNomor skTanggal tanggalAwal tanggalAkhir tanggalAktif nomorLetterBkn tanggalLetterBkn pnsOrangId'),
  rwHukdis: words('id rwHukumanDisiplin golongan golonganLama kedudukanHukum jenisHukuman jenisHukumanNama jenisTingkatHukumanId alasanHukumanDisiplin alasanHukumanDisiplinNama pnsOrang skNomor skTanggal hukumanTanggal masaTahun masaBulan akhirHukumTanggal nomorPp skPembatalanNomor skPembatalanTanggal keterangan'),
  rwTubel: words('id namaSekolah gelarDepan gelarBelakang tglMulai tglSelesai noAkreditasiJurusan predikatAkreditasiJurusan createdAt'),
  rwDp3: words('tahun kesetiaan prestasiKerja tanggungJawab ketaatan kejujuran kerjasama prakarsa kepemimpinan jumlah nilairatarata'),
  dataOrtu: words('idPns ayahId ibuId'),
} as const;
