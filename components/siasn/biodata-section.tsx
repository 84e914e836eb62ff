import { siasnText as t } from '@/locales/id/siasn';
import type { SiasnRecord } from '@/services/siasn';
import { FactList } from '@/components/ui/fact-list';
import { date, facts, gender, type FieldSpec } from './record-fields';
import { NAME_FIELD } from './person-fields';
import { SectionQuery, type SectionProps } from './section-query';
import { SubSection } from './sub-section';
import { BiodataChange } from './biodata/biodata-change';
import { useRecordPermission } from '@/hooks/siasn/use-record-permission';
import { BIODATA_CHANGE_FIELDS } from '@/utils/schemas/siasn-biodata';

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

const CHANGEABLE = new Set<string>(BIODATA_CHANGE_FIELDS);
/** What the change form does not hold: shown once, read-only, beside it. */
const FIXED_FIELDS = FIELDS.filter((field) => !CHANGEABLE.has(typeof field === 'string' ? field : field.key));

/**
 * Ubah Biodata: the identity and contact data SIASN holds now. Whoever may write to the record
 * (its owner, an admin) sees the fields they cannot change read-only and the rest only in the
 * change form, each with SIASN's value (docs/personnel-writes.md 7); others read all of it.
 */
export function BiodataSection({ nip }: SectionProps) {
  const editable = useRecordPermission(nip).canEdit;
  return (
    <SectionQuery<SiasnRecord> nip={nip} section="ubah-data">
      {(data) => (
        <>
          <SubSection title={t.biodata}>
            <FactList columns={2} items={facts(data, editable ? FIXED_FIELDS : FIELDS)} data-testid="biodata" />
          </SubSection>
          {editable && <BiodataChange nip={nip} />}
        </>
      )}
    </SectionQuery>
  );
}
