import type { ComponentType } from 'react';
import type { RecordKind } from '@/utils/catalogue/personnel-writes';
import { AngkaKreditFields } from './angkakredit-fields';
import { DiklatFields } from './diklat-fields';
import { JabatanFields } from './jabatan-fields';
import { KinerjaPeriodikFields } from './kinerjaperiodik-fields';
import type { KindFieldsProps } from './kind-fields';
import { KursusFields } from './kursus-fields';
import { PenghargaanFields } from './penghargaan-fields';
import { SertifikasiFields } from './sertifikasi-fields';
import { Skp22Fields } from './skp22-fields';

export type { KindFieldsProps } from './kind-fields';

/** The fields of each kind's form (names: RECORD_INPUT_SCHEMAS[kind]). */
export const KIND_FIELDS: Readonly<Record<RecordKind, ComponentType<KindFieldsProps>>> = {
  jabatan: JabatanFields,
  angkakredit: AngkaKreditFields,
  skp22: Skp22Fields,
  kinerjaperiodik: KinerjaPeriodikFields,
  diklat: DiklatFields,
  kursus: KursusFields,
  penghargaan: PenghargaanFields,
  sertifikasi: SertifikasiFields,
};
