import dayjs from 'dayjs';
import 'dayjs/locale/id';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';

// One place configures the shared dayjs instance, so every import of this module (browser or
// server) formats in Indonesian. `extend` and `locale` are idempotent, so importing it from many
// modules is harmless. Import dayjs from here, not from 'dayjs', wherever output is shown.
dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);
dayjs.extend(utc);
dayjs.locale('id');

/**
 * Times are shown in the agency's zone (WIB), whatever zone the server or the browser runs in:
 * a page rendered on the server must read the same in the browser, and staff in Makassar or
 * Jayapura see the times the agency works by (docs/formatting.md). WIB is UTC+7 all year
 * (Indonesia has kept no summer time since 1964), so a fixed offset does it: dayjs's timezone
 * plugin builds an Intl formatter on every call, a quarter of a second of a ticket page's start.
 */
export const DISPLAY_UTC_OFFSET_MINUTES = 7 * 60;

export default dayjs;
export { dayjs };
export type { Dayjs } from 'dayjs';
