import { siasnText as t } from '@/locales/id/siasn';
import type { SiasnRecord } from '@/services/siasn';
import { Tag } from '@/components/ui/tag';
import { parseRecordDate } from '@/utils/format/record-date';
import { columns, date, gender, text, textOf, type FieldSpec } from './record-fields';
import { ageText, nameWithTitles } from './person';
import { RecordTable } from './record-table';
import { SectionQuery, type SectionProps } from './section-query';
import { SubSection } from './sub-section';

interface Family {
  pasangan: { orang?: SiasnRecord; statusNikah?: string; dataPernikahan?: SiasnRecord }[];
  anak: SiasnRecord[];
  ortu: (SiasnRecord & { ayah?: SiasnRecord; ibu?: SiasnRecord }) | null;
}

/** Age in years today, or Meninggal (a death date, or StatusHidup other than 1). */
function AgeCell({ person }: { person: SiasnRecord }) {
  const alive = parseRecordDate(person.tglMeninggal) === null && (person.StatusHidup === undefined || textOf(person.StatusHidup) === '1');
  return alive ? <>{ageText(person.tglLahir)}</> : <Tag>{t.family.deceased}</Tag>;
}

// Family members are orang objects: SIASN's gelarBlk for the title after the name.
const name: FieldSpec = { key: 'nama', show: (row) => nameWithTitles(row.gelarDepan, row.nama, row.gelarBlk) };
const ageField: FieldSpec = { key: 'umur', show: (row) => <AgeCell person={row} /> };

const SPOUSES = columns([name, date('tglLahir', 'md'), ageField, text('statusNikah'), date('tgglMenikah', 'md')]);
const CHILDREN = columns([name, gender('jenisKelamin'), date('tglLahir', 'md'), ageField]);
const PARENTS = columns([text('hubungan'), name, date('tglLahir', 'md'), ageField]);

const spouses = (family: Family) =>
  (family.pasangan ?? []).map((p) => ({ ...p.orang, statusNikah: p.statusNikah, tgglMenikah: p.dataPernikahan?.tgglMenikah }));
const parents = ({ ortu }: Family): SiasnRecord[] =>
  [
    { hubungan: t.family.father, ...ortu?.ayah },
    { hubungan: t.family.mother, ...ortu?.ibu },
  ].filter((row: SiasnRecord) => textOf(row.nama) !== textOf(null));

/** Pasangan dan Anak: spouses, children and parents, each with their age. */
export function KeluargaSection({ nip }: SectionProps) {
  return (
    <SectionQuery<Family> nip={nip} section="keluarga">
      {(family) => (
        <>
          <SubSection title={t.family.spouses}>
            <RecordTable rows={spouses(family)} columns={SPOUSES} empty={t.empty(t.nouns.pasangan)} newestFirst={false} testId="pasangan-table" />
          </SubSection>
          <SubSection title={t.family.children}>
            <RecordTable rows={family.anak ?? []} columns={CHILDREN} empty={t.empty(t.nouns.anak)} newestFirst={false} testId="anak-table" />
          </SubSection>
          <SubSection title={t.family.parents}>
            <RecordTable rows={parents(family)} columns={PARENTS} empty={t.empty(t.nouns.ortu)} newestFirst={false} testId="ortu-table" />
          </SubSection>
        </>
      )}
    </SectionQuery>
  );
}
