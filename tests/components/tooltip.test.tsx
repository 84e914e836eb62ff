// The shell's tooltip: on hover and focus, described by aria-describedby, closed by Escape; a
// title given as a function is worked out only when the tip opens (issue 34).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from '@/components/ui/tooltip';

describe('Tooltip', () => {
  it('opens on hover and focus, closes on leaving, blur and Escape', () => {
    render(
      <Tooltip title="07 Desember 2026 10:00">
        <time>3 jam yang lalu</time>
      </Tooltip>,
    );
    const anchor = screen.getByText('3 jam yang lalu');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(anchor.getAttribute('aria-describedby')).toBeNull();

    fireEvent.mouseEnter(anchor);
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('07 Desember 2026 10:00');
    expect(anchor.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.mouseLeave(anchor);
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.focus(anchor);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.blur(anchor);
    fireEvent.focus(anchor);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.blur(anchor);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('works out a title function only when the tip opens', () => {
    const title = vi.fn(() => 'Jatuh tempo 07 Desember 2026 15:00');
    render(
      <Tooltip title={title}>
        <span>Jatuh tempo 2 jam lagi</span>
      </Tooltip>,
    );
    expect(title).not.toHaveBeenCalled();
    fireEvent.mouseEnter(screen.getByText('Jatuh tempo 2 jam lagi'));
    expect(screen.getByRole('tooltip').textContent).toBe('Jatuh tempo 07 Desember 2026 15:00');
    expect(title).toHaveBeenCalled();
  });
});
