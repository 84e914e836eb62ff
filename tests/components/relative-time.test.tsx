// Issue 11: histories and lists show relative time with the full date (in WIB) in a tooltip.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RelativeTime } from '@/components/ui/relative-time';

describe('RelativeTime', () => {
  it('reads relative and keeps the instant in datetime', () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    render(<RelativeTime value={twoHoursAgo} />);

    const time = screen.getByText('2 jam yang lalu');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(twoHoursAgo);
    expect(time.classList.contains('is-secondary')).toBe(true);
  });

  it('shows an old date as DD, MMM YYYY and the full WIB date in a tooltip on hover, gone on Escape', async () => {
    render(<RelativeTime value="2020-03-01T02:15:00.000Z" secondary={false} />);

    const time = screen.getByText('01, Mar 2020');
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(time);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('01 Maret 2020 09:15');
    expect(time.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
