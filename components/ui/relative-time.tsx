import { formatDateTimeLong, formatRelativeOrDate, type DateInput } from '@/utils/format';
import { Tooltip } from './tooltip';

/**
 * "3 jam yang lalu" (or DD, MMM YYYY when older than a year), the full date in a tooltip. Pages
 * render on the server too: seconds later in the browser the text may have moved on ("beberapa
 * detik" → "semenit"), which is no error, so React is told not to treat it as a hydration mismatch.
 */
export function RelativeTime({ value, secondary = true }: { value: DateInput; secondary?: boolean }) {
  return (
    <Tooltip title={() => formatDateTimeLong(value)}>
      <time className={secondary ? 'is-secondary' : undefined} dateTime={typeof value === 'string' ? value : undefined} suppressHydrationWarning>
        {formatRelativeOrDate(value)}
      </time>
    </Tooltip>
  );
}
