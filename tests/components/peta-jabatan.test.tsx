import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PetaJabatanView } from '@/components/peta-jabatan/peta-jabatan-view';
import type { PetaJabatan } from '@/utils/schemas/peta-jabatan';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { renderWithProviders } from './render';

const FETCHED_AT = '2026-05-05T03:30:00.000Z';
const MAPS: Record<string, PetaJabatan> = {
  root: {
    unor: { id: 'prov', nama: 'Pemerintah Provinsi Jawa Timur' },
    jabatan: [],
    children: [
      { id: 'bkd', nama: 'Badan Kepegawaian Daerah', hasChildren: true },
      { id: 'inspektorat', nama: 'Inspektorat', hasChildren: true },
    ],
    fetchedAt: FETCHED_AT,
  },
  bkd: {
    unor: { id: 'bkd', nama: 'Badan Kepegawaian Daerah' },
    jabatan: [
      { id: 'j1', nama: 'Kepala Badan Kepegawaian Daerah', jenis: 'struktural', kelas: 14, kebutuhan: 1, bezetting: 1 },
      { id: 'j2', nama: 'Analis Sumber Daya Manusia Aparatur Ahli Muda', jenis: 'fungsional', kelas: 9, kebutuhan: 4, bezetting: 2 },
      { id: 'j3', nama: 'Pengadministrasi Perkantoran', jenis: 'pelaksana', kelas: 5, kebutuhan: 1, bezetting: 2 },
    ],
    children: [{ id: 'sekretariat', nama: 'Sekretariat', hasChildren: false }],
    fetchedAt: FETCHED_AT,
  },
};

/** Answers the job maps above (another unit: 502 from the agency) and counts the requests per unit. */
function serveMaps() {
  const asked: string[] = [];
  server.use(
    http.get('*/helpdesk/api/siasn/ws/perencanaan/peta-jabatan', ({ request }) => {
      const unorId = new URL(request.url).searchParams.get('unorId') ?? 'root';
      asked.push(unorId);
      const map = MAPS[unorId];
      return map ? HttpResponse.json(map) : HttpResponse.json({ code: 'AGENCY_ERROR', message: 'Layanan BKD sedang tidak dapat dihubungi.' }, { status: 502 });
    }),
  );
  return asked;
}

const treeItem = (tree: HTMLElement, name: string) => within(tree).getByText(name).closest('[role="treeitem"]') as HTMLElement;

async function renderPage() {
  renderWithProviders(<PetaJabatanView />, { session: sessionFor('admin'), path: '/layanan-siasn/peta-jabatan' });
  const tree = await screen.findByRole('tree');
  await within(tree).findByText('Badan Kepegawaian Daerah');
  return tree;
}

describe('job map page', () => {
  it('shows the top units in a tree and loads a level when a unit is opened', async () => {
    const asked = serveMaps();
    const tree = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Peta Jabatan' })).toBeInTheDocument();
    expect(within(screen.getByTestId('peta-jabatan-positions')).getByText(/Pilih unit organisasi/)).toBeInTheDocument();
    expect(within(tree).queryByText('Sekretariat')).toBeNull();

    fireEvent.click(treeItem(tree, 'Badan Kepegawaian Daerah').querySelector('.ant-tree-switcher') as HTMLElement);
    expect(await within(tree).findByText('Sekretariat')).toBeInTheDocument();
    expect(treeItem(tree, 'Badan Kepegawaian Daerah').getAttribute('aria-expanded')).toBe('true');
    expect(asked).toEqual(['root', 'bkd']);
  });

  it("shows a chosen unit's positions with kind, class, needed, held and the difference, short in red", async () => {
    const asked = serveMaps();
    const tree = await renderPage();
    fireEvent.click(within(tree).getByText('Badan Kepegawaian Daerah'));

    const panel = screen.getByTestId('peta-jabatan-positions');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Jabatan: Badan Kepegawaian Daerah' })).toBeInTheDocument();
    const analyst = (await within(panel).findByText('Analis Sumber Daya Manusia Aparatur Ahli Muda')).closest('tr') as HTMLElement;
    // Kind and class are md-up columns: antd shows them once it has read the breakpoints.
    expect(await within(analyst).findByText('Fungsional')).toBeInTheDocument();
    expect(within(analyst).getByText('9')).toBeInTheDocument();
    const short = within(analyst).getByText('Kurang 2');
    expect(short.getAttribute('data-selisih')).toBe('-2');
    expect(short.classList.contains('tag-red')).toBe(true);
    const head = within(panel).getByText('Kepala Badan Kepegawaian Daerah').closest('tr') as HTMLElement;
    expect(within(head).getByText('Struktural')).toBeInTheDocument();
    expect(within(head).getByText('Sesuai')).toBeInTheDocument();
    const clerk = within(panel).getByText('Pengadministrasi Perkantoran').closest('tr') as HTMLElement;
    expect(within(clerk).getByText('Lebih 1').classList.contains('tag-red')).toBe(false);
    expect(within(panel).getByText('Kebutuhan 6, bezetting 5')).toBeInTheDocument();
    expect(within(panel).getByText('Data gateway BKD per 05 Mei 2026 10:30')).toBeInTheDocument();
    expect(asked).toEqual(['root', 'bkd']);
  });

  it("shows the agency's message when a unit's positions cannot be loaded", async () => {
    serveMaps();
    const tree = await renderPage();
    fireEvent.click(within(tree).getByText('Inspektorat'));
    const failed = await within(screen.getByTestId('peta-jabatan-positions')).findByTestId('log-load-failed');
    expect(within(failed).getByText(/Layanan BKD sedang tidak dapat dihubungi/)).toBeInTheDocument();
  });

  it("shows the agency's message and a retry when the top units cannot be loaded", async () => {
    server.use(http.get('*/helpdesk/api/siasn/ws/perencanaan/peta-jabatan', () => HttpResponse.json({ code: 'AGENCY_TIMEOUT', message: 'BKD terlalu lama menjawab.' }, { status: 504 })));
    renderWithProviders(<PetaJabatanView />, { session: sessionFor('admin'), path: '/layanan-siasn/peta-jabatan' });
    const failed = await within(await screen.findByTestId('peta-jabatan-tree')).findByTestId('log-load-failed');
    expect(within(failed).getByText(/BKD terlalu lama menjawab/)).toBeInTheDocument();
    serveMaps();
    fireEvent.click(within(failed).getByRole('button', { name: /Coba lagi/ }));
    expect(await within(await screen.findByRole('tree')).findByText('Inspektorat')).toBeInTheDocument();
  });
});
