import { Input } from 'antd';
import { FieldItem, ReferenceSelect } from './controls';
import { CoursePeriodFields } from './course-period-fields';
import type { KindFieldsProps } from './kind-fields';

/** Kursus: type (jenis-diklat list), name, certificate (nomorSertipikat: SIASN's spelling), organiser, dates, hours. */
export function KursusFields({ labels }: KindFieldsProps) {
  return (
    <>
      <FieldItem name="jenisDiklatId" required>
        <ReferenceSelect list="jenis-diklat" label={labels.jenisDiklatId} />
      </FieldItem>
      <FieldItem name="namaKursus" required>
        <Input />
      </FieldItem>
      <FieldItem name="nomorSertipikat" required>
        <Input />
      </FieldItem>
      <FieldItem name="institusiPenyelenggara" required>
        <Input />
      </FieldItem>
      <CoursePeriodFields start="tanggalKursus" end="tanggalSelesaiKursus" />
    </>
  );
}
