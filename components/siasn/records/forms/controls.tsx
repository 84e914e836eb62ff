import { useMemo, useState, type ReactNode } from 'react';
import { DatePicker, Form, InputNumber, Select, Spin, Tag, type FormItemProps } from 'antd';
import { siasnRecordsText as t } from '@/locales/id/siasn-records';
import { useRecordReference } from '@/hooks/siasn/use-record-reference';
import { useDebouncedValue } from '@/hooks/tickets/use-debounced-value';
import { QUADRANTS } from '@/utils/catalogue/code-lists';
import { byId } from '@/utils/catalogue/lookup';
import { QUADRANT_COLORS } from '@/utils/catalogue/status-colors';
import { dayjs, type Dayjs } from '@/utils/format/dayjs';
import { quadrant } from '@/utils/rules/performance';

// The form controls of the history-entry forms. Every value is kept in the shape the schema
// (utils/schemas/siasn-records.ts) takes: dates as DD-MM-YYYY text, ids as text, numbers as numbers.

const WIRE_DATE = 'DD-MM-YYYY';
const full = { width: '100%' } as const;

/** A form field labelled from the texts by its input name; its errors come from the schema (form.setFields). */
export function FieldItem({ name, children, ...rest }: { name: string; children: ReactNode } & Omit<FormItemProps, 'name' | 'children'>) {
  return (
    <Form.Item name={name} label={t.fields[name] ?? name} {...rest}>
      {children}
    </Form.Item>
  );
}

/** Fields side by side from 576 px, one under the other below. */
export function Pair({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 16 }}>{children}</div>;
}

interface ValueProps<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
}

/** antd's DatePicker over a DD-MM-YYYY text (an unreadable text shows as empty and stays for the schema to name). */
export function DateInput({ id, value, onChange }: ValueProps<string>) {
  const day = value ? dayjs(value, WIRE_DATE, true) : null;
  return (
    <DatePicker
      id={id}
      style={full}
      format={WIRE_DATE}
      placeholder={t.pickDate}
      value={day?.isValid() ? day : null}
      onChange={(next: Dayjs | null) => onChange?.(next ? next.format(WIRE_DATE) : '')}
    />
  );
}

/** A whole number (year, hours); an emptied box is null, which the schema reports as missing. */
export function WholeNumber({ id, value, onChange, min, max }: ValueProps<number | null> & { min?: number; max?: number }) {
  return <InputNumber id={id} style={full} value={value} onChange={(next) => onChange?.(next)} min={min} max={max} precision={0} />;
}

/** A decimal (credit points). */
export function Decimal({ id, value, onChange }: ValueProps<number | null>) {
  return <InputNumber id={id} style={full} value={value} onChange={(next) => onChange?.(next)} min={0} step={0.5} decimalSeparator="," />;
}

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

/** One of a small list (catalogue codes, ratings, months); typing filters by label. */
export function ChoiceSelect<V extends string | number>({ id, value, onChange, options, allowClear }: ValueProps<V> & { options: readonly Choice<V>[]; allowClear?: boolean }) {
  return (
    <Select<V>
      id={id}
      style={full}
      value={value === '' || value === null ? undefined : value}
      onChange={(next) => onChange?.((next ?? '') as V)}
      options={options as Choice<V>[]}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

export const MONTH_CHOICES: readonly Choice<number>[] = t.months.map((label, index) => ({ value: index + 1, label }));

/**
 * A searchable pick from a synced SIASN reference list (GET /siasn/ref/{list}?q=): the server
 * searches by label as one types. `label` names a pre-filled id until the list is searched.
 */
export function ReferenceSelect({ id, value, onChange, list, label, allowClear }: ValueProps<string> & { list: string; label?: string; allowClear?: boolean }) {
  const [search, setSearch] = useState('');
  const [touched, setTouched] = useState(false);
  // The server is asked once the typing pauses.
  const q = useDebouncedValue(search.trim(), 300);
  const query = useRecordReference(list, q, { enabled: touched });
  const options = useMemo(() => {
    const found = (query.data?.results ?? []).map((row) => ({ value: row.id, label: row.label }));
    if (value && label && !found.some((o) => o.value === value)) found.unshift({ value, label });
    return found;
  }, [query.data, value, label]);
  return (
    <Select<string>
      id={id}
      style={full}
      value={value || undefined}
      onChange={(next) => onChange?.(next ?? '')}
      options={options}
      allowClear={allowClear}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(open) => open && setTouched(true)}
      onFocus={() => setTouched(true)}
      placeholder={t.searchHint}
      loading={query.isFetching}
      notFoundContent={query.isFetching ? <Spin size="small" aria-label={t.searching} /> : t.noMatch}
    />
  );
}

/** The quadrant the two ratings give (the rule of utils/rules/performance.ts), in its colour, as they are chosen. */
export function QuadrantPreview({ result, behaviour }: { result: string; behaviour: string }) {
  const form = Form.useFormInstance();
  const a = Form.useWatch(result, form) as number | undefined;
  const b = Form.useWatch(behaviour, form) as number | undefined;
  const value = a && b ? quadrant(a, b) : null;
  const named = value === null ? undefined : byId(QUADRANTS, value);
  return (
    <Form.Item label={t.quadrant} extra={t.quadrantHint}>
      <span data-testid="quadrant-preview">{named ? <Tag color={QUADRANT_COLORS[named.id]}>{named.name}</Tag> : '-'}</span>
    </Form.Item>
  );
}
