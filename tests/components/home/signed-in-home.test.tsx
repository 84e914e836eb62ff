import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SignedInHome } from '@/components/home/signed-in-home';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

// Issue 31: staff land on their queue, requesters on their questions and their record.
const requestedPaths = () => {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
};
const cardLink = (key: string) => screen.getByTestId(key).closest('a') ?? screen.getByTestId(key);

describe('Beranda for staff: the queue', { timeout: 20_000 }, () => {
  it.each(['agent', 'admin'] as const)('shows the %s the four counts, late tickets first, each opening its list', async (role) => {
    renderWithProviders(<SignedInHome />, { session: sessionFor(role) });
    const queue = await screen.findByTestId('staff-queue');
    const cards = within(queue).getAllByRole('link');
    expect(cards.map((a) => a.textContent)).toEqual([
      '2TerlambatMelewati target waktu penyelesaian',
      '5Belum diambilPertanyaan baru pada jenis layanan yang Anda tangani',
      '7Ditugaskan ke sayaTiket yang sedang Anda tangani',
      '3Menunggu penanyaAnda sudah membalas, kini giliran penanya',
    ]);
    expect(cards.map((a) => a.getAttribute('href'))).toEqual([
      '/tickets?due=overdue&scope=assigned',
      '/tickets?status=DIAJUKAN,DIKERJAKAN&sub_category=11&unassigned=true',
      '/tickets?scope=assigned&status=DIAJUKAN,DIKERJAKAN',
      '/tickets?scope=assigned&status=DIKERJAKAN&waiting=true',
    ]);
    expect(screen.getByRole('heading', { name: 'Antrean kerja Anda' })).toBeInTheDocument();
    expect(screen.queryByTestId('ask-question')).toBeNull();
  });

  const red = (card: HTMLElement) => /cf1322|207, 19, 34/i.test(card.querySelector('section')?.getAttribute('style') ?? '');

  it('draws the late card in red only when tickets are late', async () => {
    renderWithProviders(<SignedInHome />, { session: sessionFor('admin') });
    const [late, unassigned] = within(await screen.findByTestId('staff-queue')).getAllByRole('link');
    expect([red(late), red(unassigned)]).toEqual([true, false]);
  });

  it('keeps the late card calm at zero', async () => {
    server.use(http.get('*/helpdesk/api/tickets/queue', () => HttpResponse.json({ buckets: [{ key: 'overdue', total: 0, filters: { due: 'overdue' } }] })));
    renderWithProviders(<SignedInHome />, { session: sessionFor('admin') });
    const [late] = within(await screen.findByTestId('staff-queue')).getAllByRole('link');
    expect(late.textContent).toContain('0Terlambat');
    expect(red(late)).toBe(false);
  });

  it('says so when the queue cannot be loaded', async () => {
    server.use(http.get('*/helpdesk/api/tickets/queue', () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 })));
    renderWithProviders(<SignedInHome />, { session: sessionFor('agent') });
    expect(await screen.findByText('Antrean tiket tidak dapat dimuat.')).toBeInTheDocument();
  });
});

describe('Beranda for a requester', { timeout: 20_000 }, () => {
  it('leads to their own questions and their record, and never asks for the queue', async () => {
    const paths = requestedPaths();
    renderWithProviders(<SignedInHome />, { session: sessionFor('user') });
    await screen.findByTestId('account-card');
    expect(cardLink('home-my-tickets').getAttribute('href')).toBe('/tickets?scope=mine');
    expect(cardLink('home-record').getAttribute('href')).toBe('/pemutakhiran-data/data-utama');
    expect(screen.getByTestId('ask-question')).toBeInTheDocument();
    expect(paths).not.toContain('/helpdesk/api/tickets/queue');
  });

  it('offers no record to an account without one (not SIMASTER)', async () => {
    renderWithProviders(<SignedInHome />, { session: sessionFor('user', { group: 'GOOGLE' }) });
    await waitFor(() => expect(screen.getByTestId('home-my-tickets')).toBeInTheDocument());
    expect(screen.queryByTestId('home-record')).toBeNull();
  });
});
