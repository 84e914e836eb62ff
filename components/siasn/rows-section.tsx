import type { ComponentType } from 'react';
import { siasnText as t } from '@/locales/id/siasn';
import type { SiasnRecord } from '@/services/siasn';
import type { PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';
import { kindsOfSection, RECORD_KIND_INFO, type RecordKind } from '@/utils/catalogue/personnel-writes';
import { columns, type FieldSpec } from './record-fields';
import { RecordTable } from './record-table';
import { SectionQuery, type SectionProps } from './section-query';
import { SubSection } from './sub-section';
import { RecordKindTable } from './records/record-kind-table';

type Noun = keyof typeof t.nouns;

/** The kind of history entry a section's rows (or one part of them) are, when they may be written (docs/personnel-writes.md). */
const kindOf = (section: PersonnelSectionKey, part?: string): RecordKind | undefined =>
  kindsOfSection(section).find((kind) => RECORD_KIND_INFO[kind].part === part);

interface TableProps {
  kind: RecordKind | undefined;
  nip: string | null;
  rows: readonly SiasnRecord[];
  columns: ReturnType<typeof columns>;
  empty: string;
  testId: string;
}

/** Rows of a kind that may be written get its document and editing columns; others a plain table. */
function SectionTable({ kind, nip, ...table }: TableProps) {
  return kind ? <RecordKindTable kind={kind} nip={nip} {...table} /> : <RecordTable {...table} />;
}

/** The view of a section whose data is one list of rows (most riwayat): a table of these fields. */
export function rowsSection(section: PersonnelSectionKey & Noun, fields: (string | FieldSpec)[]): ComponentType<SectionProps> {
  const tableColumns = columns(fields);
  const kind = kindOf(section);
  function RowsSection({ nip }: SectionProps) {
    return (
      <SectionQuery<SiasnRecord[]> nip={nip} section={section}>
        {(rows) => <SectionTable kind={kind} nip={nip} rows={rows} columns={tableColumns} empty={t.empty(t.nouns[section])} testId={`${section}-table`} />}
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
  const tables = parts.map((p) => ({ ...p, columns: columns(p.fields), kind: kindOf(section, p.part) }));
  function TablesSection({ nip }: SectionProps) {
    return (
      <SectionQuery<Record<string, SiasnRecord[]>> nip={nip} section={section}>
        {(data) =>
          tables.map(({ part, title, columns: tableColumns, kind }) => (
            <SubSection key={part} title={title}>
              <SectionTable kind={kind} nip={nip} rows={data[part] ?? []} columns={tableColumns} empty={t.empty(t.nouns[part])} testId={`${part}-table`} />
            </SubSection>
          ))
        }
      </SectionQuery>
    );
  }
  TablesSection.displayName = `TablesSection(${section})`;
  return TablesSection;
}
