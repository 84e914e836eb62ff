import { Input } from 'antd';
import { siasnRecordsText as t } from '@/locales/id/siasn-records';
import { RANKS } from '@/utils/catalogue/ranks';
import { ChoiceSelect, FieldItem, Pair, type Choice } from './controls';

const RANK_CHOICES: readonly Choice<string>[] = RANKS.map((rank) => ({ value: String(rank.id), label: `${rank.name} (${rank.code})` }));
const STATUS_CHOICES: readonly Choice<string>[] = Object.entries(t.statusPenilai).map(([value, label]) => ({ value, label }));

/** The appraiser of an SKP or a periodic appraisal; `jabatan` is the field of their position (named differently by the two saves). */
export function PenilaiFields({ jabatan }: { jabatan: 'penilaiJabatan' | 'penilaiJabatanNama' }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t.penilai}</legend>
      <FieldItem name="penilaiNama">
        <Input />
      </FieldItem>
      <Pair>
        <FieldItem name="penilaiNipNrp">
          <Input inputMode="numeric" />
        </FieldItem>
        <FieldItem name="statusPenilai">
          <ChoiceSelect options={STATUS_CHOICES} />
        </FieldItem>
      </Pair>
      <FieldItem name="penilaiGolongan">
        <ChoiceSelect options={RANK_CHOICES} />
      </FieldItem>
      <FieldItem name={jabatan}>
        <Input />
      </FieldItem>
      <FieldItem name="penilaiUnorNama">
        <Input />
      </FieldItem>
    </fieldset>
  );
}
