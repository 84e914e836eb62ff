import { Tooltip, Typography } from 'antd';
import { formatDateTimeLong, formatRelativeOrDate, type DateInput } from '@/utils/format';

/**
 * "3 jam yang lalu" (or DD, MMM YYYY when older than a year), the full date on hover. Pages render
 * on the server too: seconds later in the browser the text may have moved on ("beberapa detik" →
 * "semenit"), which is no error, so React is told not to treat it as a hydration mismatch.
 */
export function RelativeTime({ value, secondary = true }: { value: DateInput; secondary?: boolean }) {
  return (
    <Tooltip title={formatDateTimeLong(value)}>
      <Typography.Text type={secondary ? 'secondary' : undefined}>
        <time dateTime={typeof value === 'string' ? value : undefined} suppressHydrationWarning>{formatRelativeOrDate(value)}</time>
      </Typography.Text>
    </Tooltip>
  );
}
