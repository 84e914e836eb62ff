import { siasnText as t } from '@/locales/id';
import type { SiasnRecord } from '@/services/siasn';
import { FactList } from '@/components/ui/fact-list';
import { date, facts, gender, type FieldSpec } from './record-fields';
import { NAME_FIELD } from './person-fields';
import { SectionQuery, type SectionProps } from './section-query';
import { SubSection } from './sub-section';
import { BiodataChange } from './biodata/biodata-change';
import { useRecordPermission } from '@/hooks/siasn/use-record-permission';

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

/**
 * Ubah Biodata: the identity and contact data SIASN holds now and, for whoever may write to the
 * record (its owner, an admin), the change form and the requests sent (docs/personnel-writes.md 7).
 */
export function BiodataSection({ nip }: SectionProps) {
  const editable = useRecordPermission(nip).canEdit;
  return (
    <SectionQuery<SiasnRecord> nip={nip} section="ubah-data">
      {(data) => (
        <>
          <SubSection title={t.biodata}>
            <FactList columns={2} items={facts(data, FIELDS)} data-testid="biodata" />
          </SubSection>
          {editable && <BiodataChange nip={nip} />}
        </>
      )}
    </SectionQuery>
  );
}
