import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PublicationList } from '@/components/casn/publication-list';
import { PublicationView } from '@/components/casn/publication-view';
import { ScoreTabs } from '@/components/casn/score-tabs';
import { casnText } from '@/locales/id/casn';
import { server } from '../../msw/server';
import { casnDown, casnHandlers, publicationRows } from '../../msw/handlers/casn';
import { renderWithProviders } from '../render';

beforeEach(() => server.use(...casnHandlers));

describe('/web/publikasi-casn', () => {
  it('lists a page of publications linking to each, and pages on', async () => {
    renderWithProviders(<PublicationList />, { session: null });
    const list = await screen.findByTestId('casn-publications');
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: publicationRows[0].judul }).getAttribute('href')).toBe('/web/publikasi-casn/1001');
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(within(screen.getByTestId('casn-publications')).getAllByRole('link')).toHaveLength(3));
    expect(screen.getByRole('link', { name: publicationRows[12].judul })).toBeInTheDocument();
  });
});

describe('/web/publikasi-casn/{id}', () => {
  it('shows the title, date, the server-sanitized content and the attachment download', async () => {
    renderWithProviders(<PublicationView id={1001} />, { session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jadwal SKD CPNS 2024' })).toBeInTheDocument();
    expect(screen.getByText(casnText.published('14 Okt 2024'))).toBeInTheDocument();
    expect(screen.getByTestId('casn-content').innerHTML).toBe('<p>SKD dilaksanakan di <strong>Surabaya</strong>.</p>');
    const download = screen.getByRole('link', { name: casnText.download('Jadwal-SKD.pdf') });
    expect(download.getAttribute('href')).toBe('/helpdesk/api/web/publikasi-casn/1001/lampiran');
    expect(screen.getByText('2 KB')).toBeInTheDocument();
  });

  it('says an unknown publication is not found, with the way back', async () => {
    renderWithProviders(<PublicationView id={42} />, { session: null });
    expect(await screen.findByText(casnText.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: casnText.back }).getAttribute('href')).toBe('/web/publikasi-casn');
  });
});

describe('/web/nilai-casn', () => {
  it('has one tab per announcement, each a searchable paged table', async () => {
    renderWithProviders(<ScoreTabs />, { session: null });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['CPNS 2024 - Nilai SKD', 'PPPK Guru 2024 - Nilai Seleksi']);
    const table = screen.getByTestId('casn-scores-2001');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText(casnText.rows(45))).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: casnText.searchLabel('CPNS 2024 - Nilai SKD') }), { target: { value: 'siti aminah' } });
    fireEvent.submit(screen.getAllByRole('search')[0]);
    await waitFor(() => expect(within(screen.getByTestId('casn-scores-2001')).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByTestId('casn-scores-2001')).getAllByText('SITI AMINAH').length).toBeGreaterThan(0);
    fireEvent.click(tabs[1]);
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByTestId('casn-scores-2003')).getByText('Wawancara 95')).toBeInTheDocument();
  });

  it('explains in Indonesian when the vendor is down, with a retry', async () => {
    server.use(...casnDown);
    renderWithProviders(<ScoreTabs />, { session: null });
    expect(await screen.findByText(casnText.loadFailed)).toBeInTheDocument();
    expect(screen.getByText(/Layanan publikasi CASN BKD Jatim sedang tidak dapat dihubungi/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: casnText.retry })).toBeInTheDocument();
  });
});
