import { Input } from 'antd';
import { DateInput, FieldItem, Pair, ReferenceSelect, WholeNumber } from './controls';
import type { KindFieldsProps } from './kind-fields';

/** Kursus: type (jenis-diklat list), name, certificate (nomorSertipikat: SIASN's spelling), organiser, hours, year, dates. */
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
      <Pair>
        <FieldItem name="tanggalKursus" required>
          <DateInput />
        </FieldItem>
        <FieldItem name="tanggalSelesaiKursus" required>
          <DateInput />
        </FieldItem>
        <FieldItem name="tahunKursus" required>
          <WholeNumber min={1950} max={2100} />
        </FieldItem>
        <FieldItem name="jumlahJam" required>
          <WholeNumber min={1} max={5000} />
        </FieldItem>
      </Pair>
    </>
  );
}
