import dayjs from 'dayjs';
import 'dayjs/locale/id';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// One place configures the shared dayjs instance, so every import of this module (browser or
// server) formats in Indonesian. `extend` and `locale` are idempotent, so importing it from many
// modules is harmless. Import dayjs from here, not from 'dayjs', wherever output is shown.
dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('id');

/**
 * Times are shown in the agency's zone (WIB), whatever zone the server or the browser runs in:
 * a page rendered on the server must read the same in the browser, and staff in Makassar or
 * Jayapura see the times the agency works by (docs/formatting.md).
 */
export const DISPLAY_TIME_ZONE = 'Asia/Jakarta';

export default dayjs;
export { dayjs };
export type { Dayjs } from 'dayjs';
