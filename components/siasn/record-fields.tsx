import type { ReactNode } from 'react';
import { siasnText as t } from '@/locales/id/siasn';
import { FORMAT_TEXT } from '@/locales/id/format';
import type { SiasnRecord } from '@/services/siasn';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import type { Fact } from '@/components/ui/fact-list';
import { formatNumber } from '@/utils/format/number';
import { formatRecordDate } from '@/utils/format/record-date';
import { Text } from '@/components/ui/text';
import { ownText } from '@/utils/own-text';

/** How one value of a record is shown. */
export type Show = (row: SiasnRecord) => ReactNode;

/**
 * A field of a table or a description list: `key` names its label in siasnText.fields (a SIASN
 * field name, or a name for a value made of several); without `show` the field's text.
 */
export interface FieldSpec {
  key: string;
  show?: Show;
  /** Hidden below antd's breakpoint (md 768 px, lg 992 px), in a table. */
  from?: 'md' | 'lg';
}

/** A value as text: SIASN writes "none" as null, '' or a missing key. */
export const textOf = (value: unknown): string => {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : FORMAT_TEXT.empty;
};

export const date = (key: string, from?: FieldSpec['from']): FieldSpec => ({ key, from, show: (row) => formatRecordDate(row[key]) });
export const number = (key: string, from?: FieldSpec['from']): FieldSpec => ({ key, from, show: (row) => formatNumber(row[key]) });
export const text = (key: string, from?: FieldSpec['from']): FieldSpec => ({ key, from });

/** "1 April 2020 s.d. 31 Maret 2021" from two date fields. */
export const dateRange = (key: string, start: string, end: string, from?: FieldSpec['from']): FieldSpec => ({
  key,
  from,
  show: (row) => {
    const [first, last] = [formatRecordDate(row[start]), formatRecordDate(row[end])];
    return first === FORMAT_TEXT.empty && last === FORMAT_TEXT.empty ? FORMAT_TEXT.empty : t.range(first, last);
  },
});

/** "8 tahun 3 bulan" from a years and a months field. */
export const duration = (key: string, years: string, months: string, from?: FieldSpec['from']): FieldSpec => ({
  key,
  from,
  show: (row) => t.duration(row[years], row[months]),
});

/** `M`/`F` as Laki-laki/Perempuan. */
export const gender = (key: string, from?: FieldSpec['from']): FieldSpec => ({
  key,
  from,
  show: (row) => ownText(t.gender, textOf(row[key]), textOf(row[key])),
});

/** A main value with a second, grey one under it in the same cell. */
export function Stacked({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <span>
      {main}
      <br />
      <Text secondary>{sub}</Text>
    </span>
  );
}

/** A letter's number with its date under it (an SK, a certificate, a BKN letter). */
export const letter = (key: string, numberKey: string, dateKey: string, from?: FieldSpec['from']): FieldSpec => ({
  key,
  from,
  show: (row) => {
    const day = formatRecordDate(row[dateKey]);
    return day === FORMAT_TEXT.empty ? textOf(row[numberKey]) : <Stacked main={textOf(row[numberKey])} sub={day} />;
  },
});

/** "S.Pd." or "dr. / Sp.A": the titles before and after a name. */
export const titles = (key: string, before: string, after: string, from?: FieldSpec['from']): FieldSpec => ({
  key,
  from,
  show: (row) => [row[before], row[after]].map(textOf).filter((v) => v !== FORMAT_TEXT.empty).join(' / ') || FORMAT_TEXT.empty,
});

const shown = (spec: string | FieldSpec): Required<Pick<FieldSpec, 'key' | 'show'>> & FieldSpec => {
  const field = typeof spec === 'string' ? { key: spec } : spec;
  return { ...field, show: field.show ?? ((row) => textOf(row[field.key])) };
};

const labelOf = (key: string) => t.fields[key] ?? key;

/** The columns of a DataTable of SIASN rows. */
export function columns(specs: (string | FieldSpec)[]): DataColumn<SiasnRecord>[] {
  return specs.map(shown).map(({ key, show, from }) => ({ key, title: labelOf(key), render: show, from }));
}

/** The rows of a FactList of one SIASN object. */
export function facts(row: SiasnRecord, specs: (string | FieldSpec)[]): Fact[] {
  return specs.map(shown).map(({ key, show }) => ({ key, label: labelOf(key), value: show(row) }));
}
