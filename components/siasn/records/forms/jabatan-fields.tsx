import { Form, Input } from 'antd';
import { POSITION_TYPES } from '@/utils/catalogue/positions';
import { ChoiceSelect, DateInput, FieldItem, Pair, ReferenceSelect, type Choice } from './controls';
import type { KindFieldsProps } from './kind-fields';

const TYPE_CHOICES: readonly Choice<string>[] = POSITION_TYPES.map((type) => ({ value: String(type.id), label: type.name }));

// Each position type names its post from its own list (JabatanInput asks for the one of the type).
const POST_OF_TYPE = {
  '1': { name: 'eselonId', list: 'eselon' },
  '2': { name: 'jabatanFungsionalId', list: 'jabatan-fungsional' },
  '4': { name: 'jabatanFungsionalUmumId', list: 'jabatan-fungsional-umum' },
} as const;

/** Riwayat jabatan: type, unit, the post of that type, SK and TMT. */
export function JabatanFields({ labels }: KindFieldsProps) {
  const type = Form.useWatch('jenisJabatan') as keyof typeof POST_OF_TYPE | '' | undefined;
  const post = type ? POST_OF_TYPE[type] : undefined;
  return (
    <>
      <FieldItem name="jenisJabatan" required>
        <ChoiceSelect options={TYPE_CHOICES} />
      </FieldItem>
      <FieldItem name="unorId" required>
        <ReferenceSelect list="unor" label={labels.unorId} />
      </FieldItem>
      {post && (
        <FieldItem key={post.name} name={post.name} required>
          <ReferenceSelect list={post.list} label={labels[post.name]} />
        </FieldItem>
      )}
      <FieldItem name="nomorSk" required>
        <Input />
      </FieldItem>
      <Pair>
        <FieldItem name="tanggalSk" required>
          <DateInput />
        </FieldItem>
        <FieldItem name="tmtJabatan" required>
          <DateInput />
        </FieldItem>
      </Pair>
      <FieldItem name="tmtPelantikan">
        <DateInput />
      </FieldItem>
    </>
  );
}
