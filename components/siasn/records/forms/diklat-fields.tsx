import { Input } from 'antd';
import { FieldItem, ReferenceSelect } from './controls';
import { CoursePeriodFields } from './course-period-fields';
import type { KindFieldsProps } from './kind-fields';

/** Diklat struktural: the training (latihan-struktural list), certificate, dates, hours and organiser. */
export function DiklatFields({ labels }: KindFieldsProps) {
  return (
    <>
      <FieldItem name="latihanStrukturalId" required>
        <ReferenceSelect list="latihan-struktural" label={labels.latihanStrukturalId} />
      </FieldItem>
      <FieldItem name="nomor" required>
        <Input />
      </FieldItem>
      <CoursePeriodFields start="tanggal" end="tanggalSelesai" />
      <FieldItem name="institusiPenyelenggara" required>
        <Input />
      </FieldItem>
    </>
  );
}
