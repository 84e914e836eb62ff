import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import AssessmentCards from '@/components/siasn/assessment-cards';
import { PersonnelRecord } from '@/components/siasn/personnel-record';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import { errors } from '@/locales/id';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { failAssessment, KOMPETENSI, POTENSI, serveAssessment } from '../../msw/handlers/assessment';
import { ownProfileHandler, SIASN_NIP } from '../../msw/handlers/siasn';
import { ticketDetail } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';

const fact = (root: HTMLElement, label: string) => within(root).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('assessment cards', { timeout: 20_000 }, () => {
  it('shows the potensi: total of its maximum, category in green, date, institution, method, each aspect 1-5 and the recommendation', async () => {
    server.use(serveAssessment());
    renderWithProviders(<AssessmentCards nip={null} />, { session: sessionFor('user') });
    const potensi = await screen.findByTestId('assessment-potensi');
    expect(within(potensi).getByText('31')).toBeInTheDocument();
    expect(within(potensi).getByText('/ 40')).toBeInTheDocument();
    expect(within(potensi).getByText('Tinggi').className).toContain('tag-green');
    expect(fact(potensi, 'Tanggal asesmen')).toBe('12 Maret 2025');
    expect(fact(potensi, 'Lembaga')).toBe('UPT Penilaian Kompetensi Pegawai BKD Jatim');
    expect(fact(potensi, 'Metode')).toBe('Assessment Center');
    const aspects = within(potensi).getByRole('list', { name: 'Aspek potensi' });
    expect(within(aspects).getAllByRole('listitem')).toHaveLength(8);
    expect(within(aspects).getByText('Kecerdasan Emosional')).toBeInTheDocument();
    expect(within(aspects).getByText('5 / 5')).toBeInTheDocument();
    expect(within(potensi).getByText(POTENSI.rekomendasi)).toBeInTheDocument();
  });

  it('shows the kompetensi: JPM with its category, position level, and each competency expected against achieved, gaps marked', async () => {
    server.use(serveAssessment());
    renderWithProviders(<AssessmentCards nip={SIASN_NIP} />, { session: sessionFor('agent') });
    const kompetensi = await screen.findByTestId('assessment-kompetensi');
    expect(within(kompetensi).getByText('94,44%')).toBeInTheDocument();
    expect(within(kompetensi).getByText('Optimal').className).toContain('tag-green');
    expect(fact(kompetensi, 'Jenjang jabatan')).toBe(KOMPETENSI.jenjangJabatan);
    const rows = within(kompetensi).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(9);
    const komunikasi = rows.find((row) => row.textContent?.includes('Komunikasi')) as HTMLElement;
    expect([...komunikasi.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['2', '1']);
    expect(within(komunikasi).getByTitle('kurang 1 level').className).toContain('tag-orange');
    expect(within(kompetensi).getByText('Sosial kultural')).toBeInTheDocument();
  });

  it('says which assessment the agency does not have', async () => {
    server.use(serveAssessment({ potensi: null, kompetensi: KOMPETENSI }));
    renderWithProviders(<AssessmentCards nip={null} />, { session: sessionFor('user') });
    expect(await screen.findByText('Belum ada hasil asesmen potensi.')).toBeInTheDocument();
    expect(screen.getByTestId('assessment-kompetensi')).toBeInTheDocument();
  });

  it('says the agency cannot be reached, in the API words, and tries again on request', async () => {
    const calls = { count: 0 };
    server.use(failAssessment('AGENCY_ERROR', calls));
    renderWithProviders(<AssessmentCards nip={null} />, { session: sessionFor('user') });
    const problem = await screen.findByTestId('assessment-problem');
    expect(problem.textContent).toContain(errors.AGENCY_ERROR);
    server.use(serveAssessment());
    fireEvent.click(within(problem).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByTestId('assessment-potensi')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('appear under Data Utama on the own record, with a link to the IP ASN page', async () => {
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => void (request.url.includes('/assessment') && reads.push(new URL(request.url).pathname)));
    server.use(ownProfileHandler(), serveAssessment());
    renderWithProviders(<PersonnelRecord nip={null} path={['data-utama']} />, { session: sessionFor('user') });
    expect(await screen.findByTestId('assessment-kompetensi')).toBeInTheDocument();
    expect(reads).toEqual(['/helpdesk/api/siasn/ws/pns/assessment']);
    expect(screen.getByRole('link', { name: 'Lihat rincian IP ASN' }).getAttribute('href')).toBe('/pemutakhiran-data/ip-asn');
    server.events.removeAllListeners();
  });

  it('appear in the requester panel of a ticket for staff, in short, read by the requester NIP', async () => {
    server.use(serveAssessment(), http.get('*/helpdesk/api/tickets/1', () => HttpResponse.json(ticketDetail({ requester_nip: SIASN_NIP }))));
    renderWithProviders(<TicketDetailView id={1} />, { session: sessionFor('agent'), path: '/tickets/1' });
    const card = await screen.findByTestId('requester-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Tampilkan data SIASN' }));
    const potensi = await within(card).findByTestId('assessment-potensi');
    expect(within(potensi).getByText('Tinggi')).toBeInTheDocument();
    expect(within(potensi).queryByRole('list', { name: 'Aspek potensi' })).toBeNull();
    expect(within(card).getByText('Optimal')).toBeInTheDocument();
  });
});
