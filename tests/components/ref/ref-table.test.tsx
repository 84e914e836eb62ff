import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RefTable } from '@/components/ref/ref-table';
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
    const form = await screen.findByTestId('ref-form-categories');
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
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));

    expect(await screen.findByText(IN_USE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Kepegawaian')).toBeInTheDocument();
  });

  it('locks the delete of a status code the lifecycle speaks', async () => {
    renderWithProviders(<RefTable kind="status" />, { session: sessionFor('admin'), path: '/admin/references' });
    await screen.findByText('DIAJUKAN');
    expect(screen.queryByRole('button', { name: 'Hapus Diajukan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hapus Ditunda' })).toBeInTheDocument();
  });
});
