import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UnorView } from '@/components/unor/unor-view';
import type { UnorNode } from '@/utils/schemas/unor';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { answersInTurn } from '../msw/handlers/personnel-admin';
import { renderWithProviders } from './render';

beforeAll(async () => {
  await import('@/components/unor/unor-explorer');
}, 60_000);

const unit = (id: string, nama: string, extra: Partial<UnorNode> = {}): UnorNode => ({
  id,
  parentId: null,
  nama,
  namaJabatan: null,
  eselonId: null,
  kode: null,
  isSchool: false,
  isDuplicate: false,
  isActive: true,
  nspn: null,
  note: null,
  hasChildren: false,
  ...extra,
});
const BKD = unit('bkd', 'Badan Kepegawaian Daerah', { hasChildren: true, kode: '0102', namaJabatan: 'Kepala Badan', eselonId: '21' });
const DINDIK = unit('dindik', 'Dinas Pendidikan', { hasChildren: true });
const MUTASI = unit('mutasi', 'Bidang Mutasi', { parentId: 'bkd' });
const SMA = unit('sma1', 'SMA Negeri 1 Surabaya', { parentId: 'dindik', isSchool: true, nspn: '20532219' });
const SMA_COPY = unit('sma1b', 'SMA Negeri 1 Surabaya (lama)', { parentId: 'dindik', isSchool: true, isDuplicate: true, isActive: false });
const CHILDREN: Record<string, UnorNode[]> = { root: [BKD, DINDIK], bkd: [MUTASI], dindik: [SMA, SMA_COPY] };

/** The tree's levels and name search, recording each query; PATCH answered by `patch`. */
function serveUnits(patch: (id: string, body: Record<string, unknown>) => Response = (id, body) => HttpResponse.json({ ...CHILDREN.dindik.find((u) => u.id === id), ...body })) {
  const asked: Record<string, string>[] = [];
  const patched: { id: string; body: Record<string, unknown> }[] = [];
  server.use(
    http.get('*/helpdesk/api/siasn/ws/admin/unor', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      if (query.search) return HttpResponse.json(Object.values(CHILDREN).flat().filter((u) => u.nama.toLowerCase().includes(query.search.toLowerCase())));
      return HttpResponse.json(CHILDREN[query.parentId ?? 'root'] ?? []);
    }),
    http.patch('*/helpdesk/api/siasn/ws/admin/unor/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patched.push({ id: String(params.id), body });
      return patch(String(params.id), body);
    }),
    answersInTurn('/jobs', [{ data: [], total: 0, page: 1, limit: 1 }]).handler,
  );
  return { asked, patched };
}

const treeItem = (tree: HTMLElement, name: string) => within(tree).getByText(name).closest('[role="treeitem"]') as HTMLElement;
/**
 * Opens a unit by its switcher. The tree ignores a click while the previous level still animates
 * open (rc-tree's listChanging), so the click is repeated until the unit shows itself expanded.
 */
const open = (tree: HTMLElement, name: string) =>
  waitFor(() => {
    const item = treeItem(tree, name);
    if (item.getAttribute('aria-expanded') !== 'true') fireEvent.click(item.querySelector('.ant-tree-switcher') as HTMLElement);
    expect(treeItem(tree, name).getAttribute('aria-expanded')).toBe('true');
  });

async function renderPage() {
  renderWithProviders(<UnorView />, { session: sessionFor('admin'), path: '/layanan-siasn/unor' });
  const tree = await screen.findByRole('tree');
  await within(tree).findByText('Badan Kepegawaian Daerah');
  return tree;
}

async function chooseSchool(tree: HTMLElement) {
  await open(tree, 'Dinas Pendidikan');
  fireEvent.click(await within(tree).findByText('SMA Negeri 1 Surabaya'));
  return screen.findByTestId('unor-form');
}

describe('unit tree page', () => {
  it('shows the top units, loads a level when a unit is opened, and tags the flagged units', async () => {
    const { asked } = serveUnits();
    const tree = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Unit Organisasi' })).toBeInTheDocument();
    expect(within(screen.getByTestId('unor-details')).getByText(/Pilih unit pada pohon/)).toBeInTheDocument();
    expect(within(tree).queryByText('Bidang Mutasi')).toBeNull();

    await open(tree, 'Badan Kepegawaian Daerah');
    expect(await within(tree).findByText('Bidang Mutasi')).toBeInTheDocument();
    expect(treeItem(tree, 'Badan Kepegawaian Daerah').getAttribute('aria-expanded')).toBe('true');
    await open(tree, 'Dinas Pendidikan');
    await within(tree).findByText('SMA Negeri 1 Surabaya (lama)');
    const copy = treeItem(tree, 'SMA Negeri 1 Surabaya (lama)');
    expect(within(copy).getByText('Duplikat')).toBeInTheDocument();
    expect(within(copy).getByText('Sekolah')).toBeInTheDocument();
    expect(within(copy).getByText('Nonaktif')).toBeInTheDocument();
    expect(within(treeItem(tree, 'SMA Negeri 1 Surabaya')).queryByText('Duplikat')).toBeNull();
    expect(asked).toEqual([{}, { parentId: 'bkd' }, { parentId: 'dindik' }]);
  });

  it('switches to a flat list of the units whose name matches, and back to the tree when cleared', async () => {
    const { asked } = serveUnits();
    await renderPage();
    const search = screen.getByRole('searchbox', { name: 'Cari nama unit' });
    fireEvent.change(search, { target: { value: 'sma' } });
    const results = await screen.findByTestId('unor-search-results');
    expect(asked.at(-1)).toEqual({ search: 'sma' });
    expect(within(results).getByText('2 unit ditemukan')).toBeInTheDocument();
    expect(screen.queryByRole('tree')).toBeNull();

    fireEvent.click(within(results).getByRole('button', { name: /SMA Negeri 1 Surabaya \(lama\)/ }));
    expect(within(screen.getByTestId('unor-details')).getByRole('heading', { level: 2, name: 'Unit: SMA Negeri 1 Surabaya (lama)' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Kosongkan pencarian' }));
    expect(await screen.findByRole('tree')).toBeInTheDocument();
  });

  it("shows the chosen unit, saves its columns with PATCH and the tree's tags follow", async () => {
    const { patched } = serveUnits();
    const tree = await renderPage();
    fireEvent.click(within(tree).getByText('Badan Kepegawaian Daerah'));
    const details = screen.getByTestId('unor-details');
    expect(within(details).getByRole('heading', { level: 2, name: 'Unit: Badan Kepegawaian Daerah' })).toBeInTheDocument();
    expect(within(details).getByText('Kepala Badan')).toBeInTheDocument();
    // The eselon by its name, not SIASN's code 21.
    expect(within(details).getByText('Eselon', { selector: 'dt' }).nextElementSibling?.textContent).toBe('II.a');
    expect(within(details).getByRole('link', { name: 'Unduh laporan xlsx Badan Kepegawaian Daerah dan unit di bawahnya' }).getAttribute('href')).toBe('/helpdesk/api/siasn/ws/admin/unor/bkd/report');

    const form = await chooseSchool(tree);
    expect((within(form).getByLabelText('NPSN') as HTMLInputElement).value).toBe('20532219');
    fireEvent.click(within(form).getByRole('switch', { name: 'Duplikat' }));
    fireEvent.change(within(form).getByLabelText('Catatan'), { target: { value: ' Digabung dengan SMA 1 lama ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Catatan unit disimpan.')).toBeInTheDocument();
    expect(patched).toEqual([{ id: 'sma1', body: { isSchool: true, isDuplicate: true, isActive: true, nspn: '20532219', note: 'Digabung dengan SMA 1 lama' } }]);
    await waitFor(() => expect(within(treeItem(tree, 'SMA Negeri 1 Surabaya')).getByText('Duplikat')).toBeInTheDocument());
  });

  it("refuses a malformed NPSN before sending, and shows the API's refusal at its field", async () => {
    const refusal = { code: 'VALIDATION_ERROR', message: 'Data yang dikirim tidak valid', fields: [{ path: 'nspn', message: 'NPSN sudah dipakai unit lain' }] };
    const { patched } = serveUnits(() => HttpResponse.json(refusal, { status: 400 }));
    const form = await chooseSchool(await renderPage());
    const nspn = within(form).getByLabelText('NPSN');

    fireEvent.change(nspn, { target: { value: '1234' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('NPSN harus 8 angka')).toBeInTheDocument();
    expect(patched).toEqual([]);

    fireEvent.change(nspn, { target: { value: '20532220' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('NPSN sudah dipakai unit lain')).toBeInTheDocument();
    expect(patched).toHaveLength(1);
    expect(nspn.getAttribute('aria-invalid')).toBe('true');
  });
});
