import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Session } from 'next-auth';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { failSections, SIASN_NIP } from '../../msw/handlers/siasn';
import { serveAssessment } from '../../msw/handlers/assessment';
import { ticketDetail } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';

/** Ticket 1 (asked by Budi, user 7) as the API answers `session`'s user; counts the SIASN reads. */
async function renderTicket(session: Session, ticket: TicketDetail) {
  const reads: string[] = [];
  server.events.on('request:start', ({ request }) => void (request.url.includes('/siasn/') && reads.push(`${new URL(request.url).pathname}${new URL(request.url).search}`)));
  server.use(http.get('*/helpdesk/api/tickets/1', () => HttpResponse.json(ticket)));
  renderWithProviders(<TicketDetailView id={1} />, { session, path: '/tickets/1' });
  await screen.findByTestId('ticket-description');
  // The card is loaded on demand: let its module arrive and render (or decide to render nothing).
  await act(async () => {
    await import('@/components/siasn/requester-card');
  });
  return reads;
}

describe('Data SIASN pemohon on a ticket', { timeout: 20_000 }, () => {
  it('loads the requester data utama for staff only when asked, with a link to the record', async () => {
    const reads = await renderTicket(sessionFor('agent'), ticketDetail({ requester_nip: SIASN_NIP }));
    const card = screen.getByTestId('requester-card');
    expect(within(card).getByText('Data SIASN pemohon')).toBeInTheDocument();
    expect(reads).toEqual([]);

    server.use(serveAssessment());
    fireEvent.click(within(card).getByRole('button', { name: 'Tampilkan data SIASN' }));
    const facts = await within(card).findByTestId('requester-siasn');
    // The record brings its assessment cards (loaded on demand): Data Utama and the assessment, nothing else.
    await within(card).findByTestId('assessment-cards');
    // Both with the ticket as their purpose (docs/privacy.md).
    expect([...reads].sort()).toEqual([`/helpdesk/api/siasn/ws/admin/${SIASN_NIP}/assessment?tiket=1`, `/helpdesk/api/siasn/ws/admin/${SIASN_NIP}/data-utama?tiket=1`]);
    for (const text of ['Budi Santoso, S.Kom.', SIASN_NIP, 'Penata Muda Tingkat I (III/b)', 'Pranata Komputer Ahli Pertama', 'Bidang Pengembangan Sistem Informasi', 'Aktif (PNS)']) {
      expect(within(facts).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('link', { name: 'Buka data kepegawaian' }).getAttribute('href')).toBe(`/pegawai/${SIASN_NIP}/data-utama?tiket=1`);
  });

  it('says the requester has no NIP, and reads nothing', async () => {
    const reads = await renderTicket(sessionFor('agent'), ticketDetail({ requester_nip: null }));
    expect(within(screen.getByTestId('requester-card')).getByText(/Pemohon tidak memiliki NIP ASN/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tampilkan data SIASN' })).toBeNull();
    expect(reads).toEqual([]);
  });

  it('offers a retry when SIASN is down', async () => {
    server.use(failSections('SIASN_TIMEOUT'));
    await renderTicket(sessionFor('admin'), ticketDetail({ requester_nip: SIASN_NIP }));
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan data SIASN' }));
    expect(await screen.findByText('SIASN terlalu lama menjawab')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('is absent for the requester (the API sends no requester_nip to a user)', async () => {
    const reads = await renderTicket(sessionFor('user'), ticketDetail());
    expect(screen.queryByTestId('requester-card')).toBeNull();
    expect(screen.queryByText('Data SIASN pemohon')).toBeNull();
    expect(reads).toEqual([]);
  });
});
