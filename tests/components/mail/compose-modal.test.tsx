import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ComposeModal } from '@/components/mail/compose-modal';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

describe('ComposeModal', { timeout: 20_000 }, () => {
  it('finds the receiver by search and posts the message', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/helpdesk/api/private-messages', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 5 }, { status: 201 });
      }),
    );
    const { router } = renderWithProviders(<ComposeModal draft={{}} onClose={() => {}} />, { session: sessionFor('user'), path: '/mail' });
    const form = await screen.findByTestId('mail-compose');

    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await within(form).findAllByText(/./, { selector: '.ant-form-item-explain-error' })).not.toHaveLength(0);

    const picker = within(form).getByRole('combobox', { name: 'Kepada' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'sari' } });
    fireEvent.click(await screen.findByText('Sarifudin', {}, { timeout: 5000 }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Subjek' }), { target: { value: 'Jadwal rapat' } });
    fireEvent.change(await within(form).findByRole('textbox', { name: 'Isi pesan' }), { target: { value: 'Rapat **Senin** pukul 09.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));

    await waitFor(() => expect(posted).toEqual([{ receiver_id: 22, subject: 'Jadwal rapat', content: 'Rapat **Senin** pukul 09.00' }]));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/mail/5'));
  });
});
