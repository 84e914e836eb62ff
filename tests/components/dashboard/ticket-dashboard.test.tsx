import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TicketDashboardView } from '@/components/dashboard/ticket-dashboard';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { DASHBOARD } from '../../msw/handlers/dashboard';
import { renderWithProviders } from '../render';

function recordDays() {
  const days: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/helpdesk/api/dashboard/tickets') days.push(url.searchParams.get('days'));
  });
  return days;
}

describe('TicketDashboardView', { timeout: 20_000 }, () => {
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

  it('draws one bar per day, taller for more tickets, titled in Indonesian', async () => {
    renderWithProviders(<TicketDashboardView />, { session: sessionFor('admin'), path: '/dashboard' });

    const chart = await screen.findByTestId('tickets-per-day-chart');
    const bars = [...chart.querySelectorAll('[data-testid="chart-bar"]')];
    expect(bars.map((b) => b.getAttribute('data-total'))).toEqual(['3', '0', '5', '2', '8', '4', '2']);
    expect(bars.map((b) => b.querySelector('title')?.textContent)[4]).toBe('05 Mar 2026: 8 tiket');
    const height = (i: number) => Number(bars[i].getAttribute('height'));
    expect(height(4)).toBeGreaterThan(height(2));
    expect(height(2)).toBeGreaterThan(height(0));
    expect(height(1)).toBe(0);
    expect(within(chart).getByText('1 Mar')).toBeInTheDocument();
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
