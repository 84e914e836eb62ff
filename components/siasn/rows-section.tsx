import type { ComponentType } from 'react';
import { siasnText as t } from '@/locales/id';
import type { SiasnRecord } from '@/services/siasn';
import type { PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';
import { columns, type FieldSpec } from './record-fields';
import { RecordTable } from './record-table';
import { SectionQuery, type SectionProps } from './section-query';
import { SubSection } from './sub-section';

type Noun = keyof typeof t.nouns;

/** The view of a section whose data is one list of rows (most riwayat): a table of these fields. */
export function rowsSection(section: PersonnelSectionKey & Noun, fields: (string | FieldSpec)[]): ComponentType<SectionProps> {
  const tableColumns = columns(fields);
  function RowsSection({ nip }: SectionProps) {
    return (
      <SectionQuery<SiasnRecord[]> nip={nip} section={section}>
        {(rows) => <RecordTable rows={rows} columns={tableColumns} empty={t.empty(t.nouns[section])} testId={`${section}-table`} />}
      </SectionQuery>
    );
  }
  RowsSection.displayName = `RowsSection(${section})`;
  return RowsSection;
}

export interface TablePart {
  /** The key of the rows in the section's data, e.g. `skp22`. */
  part: Noun;
  title: string;
  fields: (string | FieldSpec)[];
}

/** The view of a section whose data holds several lists (SKP old and new, diklat and kursus): a titled table each. */
export function tablesSection(section: PersonnelSectionKey, parts: TablePart[]): ComponentType<SectionProps> {
  const tables = parts.map((p) => ({ ...p, columns: columns(p.fields) }));
  function TablesSection({ nip }: SectionProps) {
    return (
      <SectionQuery<Record<string, SiasnRecord[]>> nip={nip} section={section}>
        {(data) =>
          tables.map(({ part, title, columns: tableColumns }) => (
            <SubSection key={part} title={title}>
              <RecordTable rows={data[part] ?? []} columns={tableColumns} empty={t.empty(t.nouns[part])} testId={`${part}-table`} />
            </SubSection>
          ))
        }
      </SectionQuery>
    );
  }
  TablesSection.displayName = `TablesSection(${section})`;
  return TablesSection;
}
