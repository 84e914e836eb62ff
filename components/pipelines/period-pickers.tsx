import type { ComponentType } from 'react';
import { DatePicker } from 'antd';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { PeriodQuery } from '@/services/personnel-admin';
import { dayjs, type Dayjs } from '@/utils/format';
import type { Pipeline } from '@/utils/schemas/personnel-admin';
import { withAntdScope } from '@/components/ui/antd-scope';
import { DAY_FORMATS, MONTH_FORMATS, PICKER_WIDTH } from './period-field';

const t = personnelAdminText.pipelines.period;

export interface PeriodPickerProps {
  value: PeriodQuery;
  onChange: (period: PeriodQuery) => void;
}

const ISO_DAY = 'YYYY-MM-DD';

/** One day as `YYYY-MM-DD` in a date picker that cannot be emptied. */
function DayPicker({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <DatePicker
      aria-label={label}
      placeholder={label}
      format={DAY_FORMATS}
      allowClear={false}
      value={dayjs(value, ISO_DAY)}
      onChange={(picked: Dayjs | null) => picked && onChange(picked.format(ISO_DAY))}
      style={{ width: PICKER_WIDTH.day }}
    />
  );
}

// A KP period is the first of a month (1 April and 1 October by custom): picked as a month.

interface UnitPickerProps {
  picker: 'month' | 'year';
  label: string;
  format?: string[];
  value: Dayjs;
  onPick: (picked: Dayjs) => void;
  width: number;
}

/** A month or a year in a date picker that cannot be emptied. */
function UnitPicker({ picker, label, format, value, onPick, width }: UnitPickerProps) {
  return (
    <DatePicker
      picker={picker}
      aria-label={label}
      placeholder={label}
      format={format}
      allowClear={false}
      value={value}
      onChange={(picked: Dayjs | null) => picked && onPick(picked)}
      style={{ width }}
    />
  );
}

/** KP: the period's month, sent as its first day (the API refuses any other day). */
function KpPeriodPicker({ value, onChange }: PeriodPickerProps) {
  const pick = (picked: Dayjs) => onChange({ periode: picked.startOf('month').format(ISO_DAY) });
  return <UnitPicker picker="month" label={t.kp} format={MONTH_FORMATS} value={dayjs(value.periode, ISO_DAY)} onPick={pick} width={PICKER_WIDTH.month} />;
}

/** Pemberhentian: the TMT range, two pickers (a two-month range popup does not fit a phone). */
function RangePeriodPicker({ value, onChange }: PeriodPickerProps) {
  return (
    <>
      <DayPicker label={t.rangeStart} value={value.tglAwal} onChange={(tglAwal) => onChange({ ...value, tglAwal })} />
      <DayPicker label={t.rangeEnd} value={value.tglAkhir} onChange={(tglAkhir) => onChange({ ...value, tglAkhir })} />
    </>
  );
}

/** Pengadaan: the year. */
function YearPeriodPicker({ value, onChange }: PeriodPickerProps) {
  const pick = (picked: Dayjs) => onChange({ tahun: String(picked.year()) });
  return <UnitPicker picker="year" label={t.year} value={dayjs(`${value.tahun}-01-01`, ISO_DAY)} onPick={pick} width={PICKER_WIDTH.year} />;
}

/** Each pipeline's picker in its AntdScope; this module is loaded after the page's first paint (period-field.tsx). */
export const PERIOD_PICKERS: Record<Pipeline, ComponentType<PeriodPickerProps>> = {
  kp: withAntdScope(KpPeriodPicker),
  pemberhentian: withAntdScope(RangePeriodPicker),
  pengadaan: withAntdScope(YearPeriodPicker),
};
