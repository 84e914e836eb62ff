export { dayjs, DISPLAY_UTC_OFFSET_MINUTES } from './dayjs';
export type { Dayjs } from './dayjs';
export {
  DATE_FORMAT,
  DATE_TIME_LONG,
  DATE_TIME_SHORT,
  DATE_COMMA,
  toDayjs,
  formatDate,
  formatDateTimeLong,
  formatDateTimeShort,
  formatDateComma,
  formatRelativeOrDate,
  toPickerValue,
  fromPickerValue,
} from './date';
export type { DateInput } from './date';
export { formatRupiah } from './currency';
export { age, BIRTH_DATE_FORMAT } from './age';
