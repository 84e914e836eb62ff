import { siasnText as t } from '@/locales/id';
import type { SiasnRecord } from '@/services/siasn';
import { FactList } from '@/components/ui/fact-list';
import { date, facts, gender, type FieldSpec } from './record-fields';
import { NAME_FIELD } from './person-fields';
import { SectionQuery, type SectionProps } from './section-query';
import { SubSection } from './sub-section';

const FIELDS: (string | FieldSpec)[] = [
  NAME_FIELD,
  'nik',
  'tempatLahir',
  date('tglLahir'),
  gender('jenisKelamin'),
  'agama',
  'statusPerkawinan',
  'email',
  'emailGov',
  'noHp',
  'noTelp',
  'alamat',
  'kodePos',
  'noNpwp',
  date('tglNpwp'),
  'bpjs',
  'noAskes',
  'noTaspen',
];

/** Ubah Biodata: the identity and contact data SIASN holds now. */
export function BiodataSection({ nip }: SectionProps) {
  return (
    <SectionQuery<SiasnRecord> nip={nip} section="ubah-data">
      {(data) => (
        <SubSection title={t.biodata}>
          <FactList columns={2} items={facts(data, FIELDS)} data-testid="biodata" />
        </SubSection>
      )}
    </SectionQuery>
  );
}
