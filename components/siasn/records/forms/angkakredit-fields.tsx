import { Checkbox, Form, Input } from 'antd';
import { siasnRecordsText as t } from '@/locales/id/siasn-records';
import type { SiasnRecord } from '@/services/siasn';
import { useSiasnSection } from '@/hooks/siasn/use-siasn-section';
import { formatNumber } from '@/utils/format/number';
import { formatRecordDate } from '@/utils/format/record-date';
import { ChoiceSelect, DateInput, Decimal, FieldItem, MONTH_CHOICES, Pair, WholeNumber } from './controls';
import type { KindFieldsProps } from './kind-fields';

const FLAGS = ['isAngkaKreditPertama', 'isIntegrasi', 'isKonversi'] as const;

/** The person's own positions (riwayat jabatan, already read for the Jabatan section), to tie the credits to one. */
function usePositionChoices(nip: string | null) {
  const positions = useSiasnSection<SiasnRecord[]>(nip, 'jabatan');
  return (positions.data?.data ?? [])
    .filter((row) => typeof row.id === 'string' && row.id !== '')
    .map((row) => ({ value: String(row.id), label: `${String(row.namaJabatan ?? '')} (${formatRecordDate(row.tmtJabatan)})` }))
    .reverse();
}

/** utama + penunjang as they are typed (the server computes kreditBaruTotal the same way). */
function CreditTotal() {
  const main = Form.useWatch('kreditUtamaBaru') as number | null | undefined;
  const support = Form.useWatch('kreditPenunjangBaru') as number | null | undefined;
  const total = Math.round(((main ?? 0) + (support ?? 0)) * 1000) / 1000;
  return (
    <Form.Item label={t.total}>
      <strong data-testid="credit-total">{formatNumber(total)}</strong>
    </Form.Item>
  );
}

/** Angka kredit: SK, assessment period, credits with their total and the three flags. */
export function AngkaKreditFields({ nip }: KindFieldsProps) {
  const positions = usePositionChoices(nip);
  return (
    <>
      <FieldItem name="nomorSk" required>
        <Input />
      </FieldItem>
      <FieldItem name="tanggalSk" required>
        <DateInput />
      </FieldItem>
      <FieldItem name="rwJabatanId">
        <ChoiceSelect options={positions} allowClear />
      </FieldItem>
      <Pair>
        <FieldItem name="bulanMulaiPenailan" required>
          <ChoiceSelect options={MONTH_CHOICES} />
        </FieldItem>
        <FieldItem name="tahunMulaiPenailan" required>
          <WholeNumber min={1950} max={2100} />
        </FieldItem>
        <FieldItem name="bulanSelesaiPenailan" required>
          <ChoiceSelect options={MONTH_CHOICES} />
        </FieldItem>
        <FieldItem name="tahunSelesaiPenailan" required>
          <WholeNumber min={1950} max={2100} />
        </FieldItem>
        <FieldItem name="kreditUtamaBaru" required>
          <Decimal />
        </FieldItem>
        <FieldItem name="kreditPenunjangBaru" required>
          <Decimal />
        </FieldItem>
      </Pair>
      <CreditTotal />
      <Form.Item label={t.flags}>
        {FLAGS.map((flag) => (
          <Form.Item key={flag} name={flag} valuePropName="checked" noStyle>
            <Checkbox>{t.fields[flag]}</Checkbox>
          </Form.Item>
        ))}
      </Form.Item>
    </>
  );
}
