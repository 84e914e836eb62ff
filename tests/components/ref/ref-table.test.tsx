import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RefTable } from '@/components/ref/ref-table';
import { ReferenceTabs } from '@/components/ref/reference-tabs';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { IN_USE_MESSAGE } from '../../msw/handlers/knowledge';
import { renderWithProviders } from '../render';

describe('RefTable', { timeout: 20_000 }, () => {
  it('creates a category through the modal with the API body', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/helpdesk/api/ref/categories', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 99, name: 'Cuti', description: null, total_sub_categories: 0 }, { status: 201 });
      }),
    );
    renderWithProviders(<RefTable kind="categories" />, { session: sessionFor('admin'), path: '/admin/references' });
    await screen.findByText('Kepegawaian');

    fireEvent.click(screen.getByTestId('ref-add-categories'));
    // The form's chunk (antd Modal, Form, ColorPicker) loads on this first opening: slow on a busy machine.
    const form = await screen.findByTestId('ref-form-categories', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findAllByText(/Too small|minimal|karakter|expected/i)).not.toHaveLength(0);
    expect(posted).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Nama' }), { target: { value: '  Cuti ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(posted).toEqual([{ name: 'Cuti' }]));
    expect(await screen.findByText('Data ditambahkan')).toBeInTheDocument();
  });

  it('shows the API 409 message when a category in use is deleted', async () => {
    renderWithProviders(<RefTable kind="categories" />, { session: sessionFor('admin'), path: '/admin/references' });
    await screen.findByText('Kepegawaian');

    fireEvent.click(screen.getByRole('button', { name: 'Hapus Kepegawaian' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Data yang masih dipakai tidak dapat dihapus.')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));

    expect(await screen.findByText(IN_USE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Kepegawaian')).toBeInTheDocument();
  });

  it('locks the delete of a status code the lifecycle speaks', async () => {
    renderWithProviders(<RefTable kind="status" />, { session: sessionFor('admin'), path: '/admin/references' });
    await screen.findByText('DIAJUKAN');
    expect(screen.queryByRole('button', { name: 'Hapus Diajukan' })).toBeNull();
    expect((screen.getAllByRole('button', { name: /^Kode ini dipakai alur tiket/ })[0] as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Hapus Ditunda' })).toBeInTheDocument();
  });

  it('pages a long list by 20 rows, and a search starts again from the first page', async () => {
    const faqs = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `FAQ ${i + 1}`, description: null, total_sub_faqs: 0 }));
    server.use(http.get('*/helpdesk/api/ref/faqs', () => HttpResponse.json(faqs)));
    renderWithProviders(<RefTable kind="faqs" />, { session: sessionFor('admin'), path: '/admin/references' });
    const table = await screen.findByTestId('ref-table-faqs');
    await within(table).findByText('FAQ 20');
    expect(within(table).queryByText('FAQ 21')).toBeNull();

    const pager = screen.getByRole('navigation', { name: 'Halaman daftar referensi' });
    expect(within(pager).getByText('25 data')).toBeInTheDocument();
    fireEvent.click(within(pager).getByRole('button', { name: 'Halaman 2' }));
    expect(within(table).getByText('FAQ 25')).toBeInTheDocument();
    expect(within(table).queryByText('FAQ 1')).toBeNull();

    const search = screen.getByRole('searchbox', { name: 'Cari…' });
    fireEvent.change(search, { target: { value: 'faq 1' } });
    expect(within(table).getByText('FAQ 1')).toBeInTheDocument();
    expect(within(table).getByText('FAQ 19')).toBeInTheDocument();
    expect(within(table).queryByText('FAQ 2')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Halaman daftar referensi' })).toBeNull();

    // A smaller page than the first keeps the pager for a list that no longer fits one page.
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Data per halaman' }), { target: { value: '10' } });
    fireEvent.change(search, { target: { value: 'faq 1' } });
    const smaller = screen.getByRole('navigation', { name: 'Halaman daftar referensi' });
    expect(within(smaller).getByText('11 data')).toBeInTheDocument();
    expect(within(smaller).getByRole('button', { name: 'Halaman 2' })).toBeInTheDocument();
  });

  it('opens the list of the URL\'s tab, and the phone select picks another', async () => {
    const { router } = renderWithProviders(<ReferenceTabs />, { session: sessionFor('admin'), path: '/admin/references?tab=categories' });
    await screen.findByText('Kepegawaian');
    expect(screen.getByRole('tab', { name: 'Kategori' }).getAttribute('aria-selected')).toBe('true');
    // Only the open list is mounted.
    expect(screen.queryByTestId('ref-table-status')).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Data Referensi' }), { target: { value: 'faqs' } });
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/admin/references', query: { tab: 'faqs' } }, undefined, { shallow: true });
  });
});
