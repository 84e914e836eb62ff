import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TicketDashboardView } from '@/components/dashboard/ticket-dashboard';
import { dayjs } from '@/utils/format';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';
import { withMeasuredBoxes } from './chart-size';

function recordRanges() {
  const ranges: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/helpdesk/api/dashboard/staff') ranges.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
  });
  return ranges;
}

describe('TicketDashboardView: agent load and response times', { timeout: 20_000 }, () => {
  withMeasuredBoxes();

  it('shows overall medians and p90 and one row per agent, unassigned named', async () => {
    renderWithProviders(<TicketDashboardView />, { session: sessionFor('agent'), path: '/dashboard' });

    const card = within(await screen.findByTestId('response-times'));
    // The card shows before its figures arrive: wait for them, not for the frame.
    const overall = within(await card.findByTestId('response-overall'));
    expect(await overall.findByText('45 mnt')).toBeInTheDocument();
    expect(card.getByText('Waktu respons dan penyelesaian (30 hari terakhir)')).toBeInTheDocument();
    expect(overall.getByText('3 j 20 mnt')).toBeInTheDocument();
    expect(overall.getByText('1 h 1 j')).toBeInTheDocument();
    const dimas = within((await card.findByText('Dimas Pratama')).closest('tr') as HTMLElement);
    expect(dimas.getByText('30 mnt')).toBeInTheDocument();
    expect(dimas.getByText('(1 j 30 mnt)')).toBeInTheDocument();
    expect(dimas.getByText('(1 h)')).toBeInTheDocument();
    expect(card.getByText('Belum ditugaskan')).toBeInTheDocument();
  });

  it('draws the load and weekly charts with recharts once loaded, one bar per agent', async () => {
    renderWithProviders(<TicketDashboardView />, { session: sessionFor('admin'), path: '/dashboard' });

    const load = await screen.findByTestId('agent-load-chart');
    expect(load.getAttribute('aria-label')).toBe('Grafik jumlah tiket terbuka per agen');
    await waitFor(() => expect(load.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2));
    expect(await screen.findByTestId('response-times-chart')).toBeInTheDocument();
    const perDay = await screen.findByTestId('tickets-per-day-chart');
    await waitFor(() => expect(perDay.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0));
  });

  it("lists each agent's open tickets and away state under the load chart", async () => {
    renderWithProviders(<TicketDashboardView />, { session: sessionFor('admin'), path: '/dashboard' });

    const dimas = within(await screen.findByTestId('agent-state-11'));
    expect(dimas.getByText('Dimas Pratama')).toBeInTheDocument();
    expect(dimas.getByText('5 tiket terbuka')).toBeInTheDocument();
    // Back at 00:00 on 1 April in Jakarta: away up to and including 31 March.
    expect(dimas.getByText('Tidak bertugas sampai 31 Mar 2026')).toBeInTheDocument();
    const sari = within(screen.getByTestId('agent-state-12'));
    expect(sari.getByText('2 tiket terbuka')).toBeInTheDocument();
    expect(sari.getByText('Bertugas')).toBeInTheDocument();
  });

  it('asks for the last 30 days, then the range chosen', async () => {
    const ranges = recordRanges();
    renderWithProviders(<TicketDashboardView />, { session: sessionFor('admin'), path: '/dashboard' });
    await screen.findByTestId('response-times');

    fireEvent.click(screen.getByText('7 hari'));

    const day = (n: number) => dayjs().subtract(n, 'day').format('YYYY-MM-DD');
    await waitFor(() => expect(ranges).toEqual([`${day(29)}..${day(0)}`, `${day(6)}..${day(0)}`]));
  });
});
