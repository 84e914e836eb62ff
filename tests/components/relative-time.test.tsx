// Issue 11: histories and lists show relative time with the full date (in WIB) on hover.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RelativeTime } from '@/components/ui/relative-time';

describe('RelativeTime', () => {
  it('reads relative, keeps the instant in datetime and the full WIB date for its tooltip', () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    render(<RelativeTime value={twoHoursAgo} />);

    const time = screen.getByText('2 jam yang lalu');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(twoHoursAgo);
    expect(time.getAttribute('data-full-date')).toMatch(/^\d{2} \p{L}+ \d{4} \d{2}:\d{2}$/u);
    expect(time.classList.contains('is-secondary')).toBe(true);
  });

  it('shows an old date as DD, MMM YYYY and the full date with its time', () => {
    render(<RelativeTime value="2020-03-01T02:15:00.000Z" secondary={false} />);

    const time = screen.getByText('01, Mar 2020');
    expect(time.getAttribute('data-full-date')).toBe('01 Maret 2020 09:15');
    expect(time.classList.contains('is-secondary')).toBe(false);
  });
});
