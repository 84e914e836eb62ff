import { useEffect, useState, type ComponentType } from 'react';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { PeriodQuery } from '@/services/personnel-admin';
import { dayjs } from '@/utils/format';
import type { Pipeline } from '@/utils/schemas/personnel-admin';
import fieldStyles from '@/components/ui/field.module.css';
import type { PeriodPickerProps } from './period-pickers';

const t = personnelAdminText.pipelines.period;

/** The formats the pickers show and read (the first is shown): days as Indonesians write them, typed also as 15-10-2026. */
export const DAY_FORMATS = ['D MMMM YYYY', 'D-M-YYYY', 'D/M/YYYY'];
export const MONTH_FORMATS = ['MMMM YYYY', 'M-YYYY', 'M/YYYY'];
export const PICKER_WIDTH = { day: 170, month: 170, year: 120 } as const;

interface FieldShape {
  label: string;
  text: string;
  width: number;
}

/** Each pipeline's period as its picker's fields show it. */
const FIELDS: Record<Pipeline, (period: PeriodQuery) => FieldShape[]> = {
  kp: ({ periode }) => [{ label: t.kp, text: dayjs(periode).format(MONTH_FORMATS[0]), width: PICKER_WIDTH.month }],
  pemberhentian: ({ tglAwal, tglAkhir }) => [
    { label: t.rangeStart, text: dayjs(tglAwal).format(DAY_FORMATS[0]), width: PICKER_WIDTH.day },
    { label: t.rangeEnd, text: dayjs(tglAkhir).format(DAY_FORMATS[0]), width: PICKER_WIDTH.day },
  ],
  pengadaan: ({ tahun }) => [{ label: t.year, text: tahun, width: PICKER_WIDTH.year }],
};

/**
 * The pipeline's period picker. antd's DatePicker (and its styles) would make the server render
 * of the page several times dearer (docs/performance.md, "KP (admin) page"): the server and the
 * first paint show the same fields read-only at the same widths, and the picker takes their place
 * once its chunk has loaded after hydration.
 */
export function PeriodField({ pipeline, value, onChange }: PeriodPickerProps & { pipeline: Pipeline }) {
  const [Picker, setPicker] = useState<ComponentType<PeriodPickerProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('./period-pickers').then(({ PERIOD_PICKERS }) => mounted && setPicker(() => PERIOD_PICKERS[pipeline]));
    return () => {
      mounted = false;
    };
  }, [pipeline]);
  if (Picker) return <Picker value={value} onChange={onChange} />;
  return FIELDS[pipeline](value).map(({ label, text, width }) => (
    <input key={label} readOnly className={fieldStyles.control} aria-label={label} placeholder={label} value={text} style={{ width }} />
  ));
}
