import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TicketCreateForm } from '@/components/tickets/create/ticket-create-form';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

// "Tanya tentang layanan ini" (the service catalogue) opens /tickets/create?sub_category=<id>.
const subCategory = () => screen.getByRole('combobox', { name: 'Sub-kategori' }) as HTMLSelectElement;

describe('TicketCreateForm with ?sub_category', { timeout: 20_000 }, () => {
  it('starts with that sub-category chosen and sends it with the ticket', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/helpdesk/api/tickets', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 99 }, { status: 201 });
      }),
    );
    const { router } = renderWithProviders(<TicketCreateForm />, { session: sessionFor('user'), path: '/tickets/create?sub_category=12' });
    await screen.findByRole('option', { name: 'Mutasi dan Rotasi' });
    await waitFor(() => expect(subCategory().selectedOptions[0]?.text).toBe('Mutasi dan Rotasi'));

    fireEvent.change(screen.getByPlaceholderText('Tuliskan pertanyaan Anda secara singkat'), { target: { value: 'Syarat pindah ke kabupaten lain' } });
    fireEvent.change(await screen.findByLabelText('Deskripsi', { selector: 'textarea' }), { target: { value: 'Berkas apa saja?' } });
    fireEvent.click(screen.getByRole('button', { name: /Kirim Tiket/ }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/tickets/99'));
    expect(posted).toEqual([{ title: 'Syarat pindah ke kabupaten lain', description: 'Berkas apa saja?', sub_category_id: 12 }]);
  });

  it.each(['abc', '0', '-5', '99999999999'])('ignores a sub_category that is not an id (%s)', async (value) => {
    renderWithProviders(<TicketCreateForm />, { session: sessionFor('user'), path: `/tickets/create?sub_category=${value}` });
    await screen.findByRole('option', { name: 'Mutasi dan Rotasi' });
    expect(subCategory().value).toBe('');
  });
});
