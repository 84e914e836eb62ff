import type { ComponentType } from 'react';
import type { PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';
import { AngkaKreditSection } from './angka-kredit-section';
import { BiodataSection } from './biodata-section';
import { CltnSection } from './cltn-section';
import { DataUtamaSection } from './data-utama-section';
import { DiklatSection } from './diklat-section';
import { GolonganSection } from './golongan-section';
import { HukumanDisiplinSection } from './hukuman-disiplin-section';
import { JabatanSection } from './jabatan-section';
import { KeluargaSection } from './keluarga-section';
import { KinerjaPeriodikSection } from './kinerja-periodik-section';
import { KinerjaSection } from './kinerja-section';
import { PendidikanSection } from './pendidikan-section';
import { PengadaanSection } from './pengadaan-section';
import { PenghargaanSection } from './penghargaan-section';
import { PmkSection } from './pmk-section';
import type { SectionProps } from './section-query';
import { SertifikasiSection } from './sertifikasi-section';
import { UsulanSection } from './usulan-section';

/** The view of each of the 17 sections; the same for the own record and a staff lookup (`nip`). */
export const SECTION_VIEWS: Record<PersonnelSectionKey, ComponentType<SectionProps>> = {
  'data-utama': DataUtamaSection,
  'rw-pengadaan': PengadaanSection,
  'ubah-data': BiodataSection,
  keluarga: KeluargaSection,
  sertifikasi: SertifikasiSection,
  jabatan: JabatanSection,
  'inbox-usulan': UsulanSection,
  'angka-kredit': AngkaKreditSection,
  'laporan-kinerja': KinerjaSection,
  diklat: DiklatSection,
  pendidikan: PendidikanSection,
  golongan: GolonganSection,
  pmk: PmkSection,
  penghargaan: PenghargaanSection,
  'kinerja-periodik': KinerjaPeriodikSection,
  cltn: CltnSection,
  'hukuman-disiplin': HukumanDisiplinSection,
};
