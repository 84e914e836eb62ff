import type { ComponentType } from 'react';
import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';
import type { PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';
import type { SectionProps } from './section-query';

// Each section's code comes with its first visit: the record pages start with the menu and the
// chosen section only (first-load JS budget, docs/performance.md), and the section skeleton covers
// the chunk as it covers the read. Rendered in the browser only: a loader passed through this
// helper is not one Next can list for preloading, so a section the server rendered met the
// skeleton at hydration (React #418 on Pendidikan and Usulan SIASN, whose first element is no
// skeleton); the server has no record data to show anyway.
const view = (load: () => Promise<ComponentType<SectionProps>>) => dynamic(load, { ssr: false, loading: () => <Skeleton rows={6} /> });

/** The view of each of the 17 sections; the same for the own record and a staff lookup (`nip`). */
export const SECTION_VIEWS: Record<PersonnelSectionKey, ComponentType<SectionProps>> = {
  'data-utama': view(() => import('./data-utama-section').then((m) => m.DataUtamaSection)),
  'rw-pengadaan': view(() => import('./pengadaan-section').then((m) => m.PengadaanSection)),
  'ubah-data': view(() => import('./biodata-section').then((m) => m.BiodataSection)),
  keluarga: view(() => import('./keluarga-section').then((m) => m.KeluargaSection)),
  sertifikasi: view(() => import('./sertifikasi-section').then((m) => m.SertifikasiSection)),
  jabatan: view(() => import('./jabatan-section').then((m) => m.JabatanSection)),
  'inbox-usulan': view(() => import('./usulan-section').then((m) => m.UsulanSection)),
  'angka-kredit': view(() => import('./angka-kredit-section').then((m) => m.AngkaKreditSection)),
  'laporan-kinerja': view(() => import('./kinerja-section').then((m) => m.KinerjaSection)),
  diklat: view(() => import('./diklat-section').then((m) => m.DiklatSection)),
  pendidikan: view(() => import('./pendidikan-section').then((m) => m.PendidikanSection)),
  golongan: view(() => import('./golongan-section').then((m) => m.GolonganSection)),
  pmk: view(() => import('./pmk-section').then((m) => m.PmkSection)),
  penghargaan: view(() => import('./penghargaan-section').then((m) => m.PenghargaanSection)),
  'kinerja-periodik': view(() => import('./kinerja-periodik-section').then((m) => m.KinerjaPeriodikSection)),
  cltn: view(() => import('./cltn-section').then((m) => m.CltnSection)),
  'hukuman-disiplin': view(() => import('./hukuman-disiplin-section').then((m) => m.HukumanDisiplinSection)),
};
