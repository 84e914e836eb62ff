import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ServiceCatalogueAdmin } from '@/components/service-catalogue/service-catalogue-admin';
import { ServicePageCreateView, ServicePageEditView } from '@/components/service-catalogue/service-page-edit-view';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { serveCatalogue, serviceView } from '../../msw/handlers/service-catalogue';
import { renderWithProviders } from '../render';
import { chooseNativeOption } from '../tickets/select-option';

// The editor (antd Form, the markdown editor) is a chunk loaded on demand: loaded once here.
beforeAll(async () => {
  await import('@/components/service-catalogue/service-page-editor');
  await import('@/components/tickets/markdown-editor');
}, 60_000);

const admin = { session: sessionFor('admin'), path: '/layanan/kepegawaian/kelola' };
const stored = () => [serviceView({ content_markdown: 'Unggah berkas di **SIASN**.' }), serviceView({ id: 2, slug: 'cuti', title: 'Cuti', is_published: false, sub_category: null })];
const field = (form: HTMLElement, name: string | RegExp) => within(form).getByRole('textbox', { name });

describe('/layanan/kepegawaian/kelola', { timeout: 30_000 }, () => {
  it('lists every service with its status, opens "Tambah layanan", and deletes after confirming', async () => {
    const api = serveCatalogue(stored());
    server.use(...api.handlers);
    renderWithProviders(<ServiceCatalogueAdmin />, admin);
    const table = await screen.findByTestId('service-admin-table');
    await within(table).findByRole('link', { name: 'Cuti' });
    const rowOf = (title: string) => within(within(table).getByRole('link', { name: title }).closest('tr') as HTMLElement);
    expect(rowOf('Kenaikan Pangkat').getByText('Terbit')).toBeInTheDocument();
    expect(rowOf('Cuti').getByText('Draf')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Cuti' }).getAttribute('href')).toBe('/layanan/kepegawaian/kelola/cuti');
    expect(screen.getByRole('link', { name: /Tambah layanan/ }).getAttribute('href')).toBe('/layanan/kepegawaian/kelola/baru');

    fireEvent.click(screen.getByRole('button', { name: 'Hapus Cuti' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Hapus layanan "Cuti"? Halamannya tidak dapat dibuka lagi.');
    expect(api.sent.filter((r) => r.method === 'DELETE')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(api.sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/layanan/kepegawaian/cuti']));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Cuti' })).toBeNull());
  });

  it('saves an edited service: texts, requirements rows added and removed, sub-category and the publish switch', async () => {
    const api = serveCatalogue(stored());
    server.use(...api.handlers);
    renderWithProviders(<ServicePageEditView slug="cuti" />, { ...admin, path: '/layanan/kepegawaian/kelola/cuti' });
    const form = await screen.findByTestId('service-page-form');
    fireEvent.change(field(form, 'Judul'), { target: { value: 'Cuti PNS' } });
    fireEvent.change(await within(form).findByLabelText('Isi (dengan format teks)', { selector: 'textarea' }), { target: { value: 'Cuti **tahunan** 12 hari kerja' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Hapus persyaratan 1' }));
    fireEvent.click(within(form).getByRole('button', { name: /Tambah persyaratan/ }));
    fireEvent.change(field(form, 'Persyaratan 2'), { target: { value: 'Formulir permohonan cuti' } });
    fireEvent.click(within(form).getByRole('button', { name: /Tambah persyaratan/ }));
    await screen.findByRole('option', { name: 'Mutasi dan Rotasi' });
    chooseNativeOption('Sub-kategori tiket', 'Mutasi dan Rotasi');
    fireEvent.click(within(form).getByRole('switch', { name: 'Terbitkan' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));

    await screen.findByText('Layanan disimpan');
    expect(api.sent.filter((r) => r.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/layanan/kepegawaian/cuti',
        query: {},
        body: {
          title: 'Cuti PNS',
          slug: 'cuti',
          summary: 'Kenaikan pangkat reguler dan pilihan',
          content_markdown: 'Cuti **tahunan** 12 hari kerja',
          // The blank spare row is dropped.
          requirements: ['SKP 2 tahun terakhir', 'Formulir permohonan cuti'],
          sub_category_id: 12,
          sort_order: 10,
          is_published: true,
        },
      },
    ]);
  });

  it('creates a service: a slug in use shows the API message on the field, another one saves and opens its edit page', async () => {
    const api = serveCatalogue(stored());
    server.use(...api.handlers);
    const { router } = renderWithProviders(<ServicePageCreateView />, { ...admin, path: '/layanan/kepegawaian/kelola/baru' });
    const form = await screen.findByTestId('service-page-form');
    fireEvent.change(field(form, 'Judul'), { target: { value: 'Pencantuman Gelar' } });
    fireEvent.change(field(form, /Alamat halaman/), { target: { value: 'Bukan Slug' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buat layanan' }));
    expect(await within(form).findByText(/Hanya huruf kecil, angka dan tanda hubung/)).toBeInTheDocument();
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);

    fireEvent.change(field(form, /Alamat halaman/), { target: { value: 'kenaikan-pangkat' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buat layanan' }));
    expect(await within(form).findByText('Alamat halaman (slug) ini sudah dipakai layanan lain.')).toBeInTheDocument();

    fireEvent.change(field(form, /Alamat halaman/), { target: { value: 'pencantuman-gelar' } });
    fireEvent.change(field(form, 'Persyaratan 1'), { target: { value: 'Ijazah dan transkrip nilai' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buat layanan' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/layanan/kepegawaian/kelola/pencantuman-gelar'));
    expect(api.sent.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      title: 'Pencantuman Gelar',
      slug: 'pencantuman-gelar',
      summary: '',
      content_markdown: '',
      requirements: ['Ijazah dan transkrip nilai'],
      sub_category_id: null,
      sort_order: 0,
      is_published: false,
    });
  });
});
