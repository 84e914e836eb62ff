import { Input } from 'antd';
import { DateInput, FieldItem, Pair, ReferenceSelect, WholeNumber } from './controls';
import type { KindFieldsProps } from './kind-fields';

/** Diklat struktural: the training (latihan-struktural list), certificate, dates, year, organiser and hours. */
export function DiklatFields({ labels }: KindFieldsProps) {
  return (
    <>
      <FieldItem name="latihanStrukturalId" required>
        <ReferenceSelect list="latihan-struktural" label={labels.latihanStrukturalId} />
      </FieldItem>
      <FieldItem name="nomor" required>
        <Input />
      </FieldItem>
      <Pair>
        <FieldItem name="tanggal" required>
          <DateInput />
        </FieldItem>
        <FieldItem name="tanggalSelesai" required>
          <DateInput />
        </FieldItem>
        <FieldItem name="tahun" required>
          <WholeNumber min={1950} max={2100} />
        </FieldItem>
        <FieldItem name="jumlahJam" required>
          <WholeNumber min={1} max={5000} />
        </FieldItem>
      </Pair>
      <FieldItem name="institusiPenyelenggara" required>
        <Input />
      </FieldItem>
    </>
  );
}
