import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UnusualReadsCard } from '@/components/privacy/unusual-reads-card';
import type { UnusualReader } from '@/utils/schemas/access-reports';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const FLAGGED: UnusualReader[] = [{ day: '2026-12-03', reader: { id: 9, name: 'Agen Sibuk' }, people: 48, median: 4 }];

/** Serves the flagged readers and counts the requests for them. */
function serveFlagged(readers: UnusualReader[]) {
  const asked: string[] = [];
  server.use(
    http.get('*/helpdesk/api/admin/akses-data/tidak-wajar', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(readers);
    }),
  );
  return asked;
}

describe('the unusual-volume card of the dashboard', () => {
  it('shows an admin the readers flagged in the last 7 days, with the report one click away', async () => {
    const asked = serveFlagged(FLAGGED);
    renderWithProviders(<UnusualReadsCard />, { session: sessionFor('admin'), path: '/dashboard' });
    const card = within(await screen.findByTestId('unusual-reads-card'));
    expect(card.getByText('Agen Sibuk membuka data 48 pegawai pada 03 Des 2026 (median petugas: 4)')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Buka laporan akses data' }).getAttribute('href')).toBe('/admin/akses-data');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\?dari=\d{4}-\d{2}-\d{2}&sampai=\d{4}-\d{2}-\d{2}$/);
  });

  it('says nobody is flagged, still with the link; never asks for an agent', async () => {
    serveFlagged([]);
    const { unmount } = renderWithProviders(<UnusualReadsCard />, { session: sessionFor('admin'), path: '/dashboard' });
    const card = within(await screen.findByTestId('unusual-reads-card'));
    expect(card.getByText('Tidak ada petugas dengan volume akses tidak wajar pada rentang ini.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Buka laporan akses data' })).toBeInTheDocument();
    unmount();
    const asked = serveFlagged(FLAGGED);
    renderWithProviders(<UnusualReadsCard />, { session: sessionFor('agent'), path: '/dashboard' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('unusual-reads-card')).toBeNull();
    expect(asked).toEqual([]);
  });
});
