import { Input } from 'antd';
import { DateInput, FieldItem, Pair } from './controls';

/** Sertifikasi: name, number, date, validity, institution and the titles it gives (masaBerlakuSertSelasai: SIASN's spelling). */
export function SertifikasiFields() {
  return (
    <>
      <FieldItem name="namaSertifikasi" required>
        <Input />
      </FieldItem>
      <FieldItem name="nomorSertifikat" required>
        <Input />
      </FieldItem>
      <FieldItem name="tanggalSertifikat" required>
        <DateInput />
      </FieldItem>
      <Pair>
        <FieldItem name="masaBerlakuSertMulai">
          <DateInput />
        </FieldItem>
        <FieldItem name="masaBerlakuSertSelasai">
          <DateInput />
        </FieldItem>
      </Pair>
      <FieldItem name="lembagaSertifikasiNama" required>
        <Input />
      </FieldItem>
      <Pair>
        <FieldItem name="gelarDepanSert">
          <Input />
        </FieldItem>
        <FieldItem name="gelarBelakangSert">
          <Input />
        </FieldItem>
      </Pair>
    </>
  );
}
