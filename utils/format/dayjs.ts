import dayjs from 'dayjs';
import 'dayjs/locale/id';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import relativeTime from 'dayjs/plugin/relativeTime';

// One place configures the shared dayjs instance, so every import of this module (browser or
// server) formats in Indonesian. `extend` and `locale` are idempotent, so importing it from many
// modules is harmless. Import dayjs from here, not from 'dayjs', wherever output is shown.
dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);
dayjs.locale('id');

export default dayjs;
export { dayjs };
export type { Dayjs } from 'dayjs';
