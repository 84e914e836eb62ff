import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TicketDashboardView } from '@/components/dashboard/ticket-dashboard';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { DASHBOARD } from '../../msw/handlers/dashboard';
import { renderWithProviders } from '../render';
import { withMeasuredBoxes } from './chart-size';

function recordDays() {
  const days: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/helpdesk/api/dashboard/tickets') days.push(url.searchParams.get('days'));
  });
  return days;
}

describe('TicketDashboardView', { timeout: 20_000 }, () => {
  withMeasuredBoxes();

  it('shows the total and a card per status with its count', async () => {
    renderWithProviders(<TicketDashboardView />, { session: sessionFor('agent'), path: '/dashboard' });

    const total = within(await screen.findByTestId('status-card-total'));
    expect(total.getByText('Total tiket')).toBeInTheDocument();
    expect(total.getByText('24')).toBeInTheDocument();
    for (const s of DASHBOARD.by_status) {
      const card = within(screen.getByTestId(`status-card-${s.code}`));
      expect(card.getByText(s.name)).toBeInTheDocument();
      expect(card.getByText(String(s.total))).toBeInTheDocument();
    }
  });

  it('draws the days as recharts bars, taller for more tickets, in proportion', async () => {
    renderWithProviders(<TicketDashboardView />, { session: sessionFor('admin'), path: '/dashboard' });

    const chart = await screen.findByTestId('tickets-per-day-chart');
    expect(chart.getAttribute('aria-label')).toBe('Grafik jumlah tiket per hari');
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle path').length).toBeGreaterThan(0));
    const heights = [...chart.querySelectorAll('.recharts-bar-rectangle path')].map((p) => Number(p.getAttribute('height')));
    // One bar per day with tickets (a zero day draws none), heights in proportion to the totals.
    const unit = heights[0] / 3;
    expect(heights.map((h) => Math.round(h / unit))).toEqual([3, 5, 2, 8, 4, 2]);
  });

  it('asks for 30 days first and for another range when chosen', async () => {
    const days = recordDays();
    renderWithProviders(<TicketDashboardView />, { session: sessionFor('admin'), path: '/dashboard' });
    await screen.findByTestId('tickets-per-day-chart');

    fireEvent.click(screen.getByText('7 hari'));

    await waitFor(() => expect(days).toEqual(['30', '7']));
    expect(await screen.findByText('Tiket per hari (7 hari terakhir)')).toBeInTheDocument();
  });
});
