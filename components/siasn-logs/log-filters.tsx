import { useState, type ReactNode } from 'react';
import { DatePicker, Input, Select } from 'antd';
import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import { NIP_PATTERN } from '@/utils/catalogue/personnel-sections';
import { dayjs } from '@/utils/format';
import { Flex } from '@/components/ui/flex';

export interface Option {
  value: string;
  label: string;
}

/** A labelled select of one filter; cleared means "any". */
export function FilterSelect({ label, value, options, onChange, width = 170 }: { label: string; value?: string; options: Option[]; onChange: (value: string | undefined) => void; width?: number }) {
  return (
    <Select
      aria-label={label}
      placeholder={label}
      allowClear
      value={value}
      options={options}
      onChange={(v: string | undefined) => onChange(v ?? undefined)}
      style={{ width, maxWidth: '100%' }}
      popupMatchSelectWidth={false}
    />
  );
}

/** A month picker answering `YYYY-MM` (the month the admin picked, read as Asia/Jakarta by the API). */
export function MonthFilter({ value, onChange }: { value?: string; onChange: (month: string | undefined) => void }) {
  return (
    <DatePicker
      picker="month"
      aria-label={t.filters.month}
      placeholder={t.filters.month}
      format="MMMM YYYY"
      value={value ? dayjs(`${value}-01`) : null}
      onChange={(picked) => onChange(picked ? picked.format('YYYY-MM') : undefined)}
      style={{ width: 170 }}
    />
  );
}

/** A NIP field that filters once 18 digits are typed (spaces dropped), or when emptied. */
export function NipFilter({ value, onChange }: { value?: string; onChange: (nip: string | undefined) => void }) {
  const [text, setText] = useState(value ?? '');
  const nip = text.replace(/\s+/g, '');
  const invalid = nip !== '' && !NIP_PATTERN.test(nip);
  const apply = () => {
    if (nip === '') onChange(undefined);
    else if (!invalid) onChange(nip);
  };
  return (
    <Input.Search
      aria-label={t.filters.nip}
      placeholder={t.filters.nipPlaceholder}
      inputMode="numeric"
      allowClear
      value={text}
      status={invalid ? 'error' : undefined}
      title={invalid ? t.filters.nipInvalid : undefined}
      onChange={(e) => {
        setText(e.target.value);
        const typed = e.target.value.replace(/\s+/g, '');
        if (typed === '') onChange(undefined);
        else if (NIP_PATTERN.test(typed)) onChange(typed);
      }}
      onSearch={apply}
      style={{ width: 230, maxWidth: '100%' }}
    />
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex gap={8} wrap align="center" role="group" aria-label={t.filters.label} style={{ marginBottom: 16 }}>
      {children}
    </Flex>
  );
}
