import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ClinicDetailView } from '@/components/coaching/clinic-detail-view';
import type { ClinicDetail } from '@/utils/schemas/coaching';
import type { Role } from '@/utils/session-user';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { clinicDetail, serveClinic } from '../../msw/handlers/coaching';
import { renderWithProviders } from '../render';

function renderClinic(detail: ClinicDetail, role: Role) {
  const served = serveClinic(detail);
  server.use(...served.handlers);
  renderWithProviders(<ClinicDetailView id={9} />, { session: sessionFor(role), path: '/coaching-clinic/9' });
  return served;
}

describe('coaching clinic page: the consultant', { timeout: 20_000 }, () => {
  it('has Mulai, the requests with NIP and Terima/Tolak, and no Ikuti', async () => {
    const { sent } = renderClinic(clinicDetail({ can_run: true }), 'agent');
    const controls = await screen.findByRole('group', { name: 'Kendali konsultan' });
    expect(within(controls).getByRole('button', { name: 'Mulai' })).toBeInTheDocument();
    expect(within(controls).queryByRole('button', { name: 'Selesai' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ikuti' })).toBeNull();

    const table = await screen.findByTestId('clinic-requests');
    expect(await within(table).findByText('199001012020011001')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Terima Budi Santoso' }));
    await waitFor(() => expect(sent).toContainEqual({ method: 'PATCH', path: '/coaching-clinics/9/participants/7', body: { request: 'accepted' } }));
    // An accepted request offers only Tolak.
    expect(within(table).queryByRole('button', { name: 'Terima Sari Dewi' })).toBeNull();
  });

  it('moves a live clinic to Selesai after confirming, and sees the link', async () => {
    const { sent } = renderClinic(clinicDetail({ can_run: true, status: 'live', meeting_link: 'http://localhost:4040/j/1' }), 'agent');
    expect((await screen.findByTestId('clinic-meeting-link')).getAttribute('href')).toBe('http://localhost:4040/j/1');
    fireEvent.click(within(screen.getByRole('group', { name: 'Kendali konsultan' })).getByRole('button', { name: 'Selesai' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Status tidak dapat dikembalikan');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Selesai' }));
    await waitFor(() => expect(sent).toContainEqual({ method: 'PATCH', path: '/coaching-clinics/9/status', body: { status: 'end' } }));
  });

  it('sees the ratings after the end: average, count and comments', async () => {
    renderClinic(clinicDetail({ can_run: true, status: 'end' }), 'agent');
    const ratings = await screen.findByTestId('clinic-ratings');
    expect(await within(ratings).findByText('Rata-rata 4,5 dari 2 penilaian')).toBeInTheDocument();
    expect(within(ratings).getByText('Sangat membantu')).toBeInTheDocument();
  });
});

describe('coaching clinic page: a participant', { timeout: 20_000 }, () => {
  it('gets the Zoom link while live, and none of the consultant’s controls or requests', async () => {
    const { sent } = renderClinic(clinicDetail({ status: 'live', my_request: 'accepted', meeting_link: 'http://localhost:4040/j/1' }), 'user');
    const link = await screen.findByTestId('clinic-meeting-link');
    expect(link.getAttribute('href')).toBe('http://localhost:4040/j/1');
    expect(screen.getByText('Diterima')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Kendali konsultan' })).toBeNull();
    expect(screen.queryByTestId('clinic-requests')).toBeNull();
    expect(sent.filter((r) => r.path.endsWith('/participants'))).toEqual([]);
  });

  it('has no link before the start, only the note that it will appear', async () => {
    renderClinic(clinicDetail({ my_request: 'accepted' }), 'user');
    expect(await screen.findByText('Tautan rapat Zoom muncul di sini saat klinik konsultasi berlangsung')).toBeInTheDocument();
    expect(screen.queryByTestId('clinic-meeting-link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Batal ikut' })).toBeInTheDocument();
  });

  it('rates after the end with stars and a comment', async () => {
    const { sent } = renderClinic(clinicDetail({ status: 'end', my_request: 'accepted', may_rate: true }), 'user');
    const form = await screen.findByTestId('clinic-rating-form');
    const submit = within(form).getByRole('button', { name: 'Kirim penilaian' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(form).getByRole('radio', { name: '4 bintang' }));
    fireEvent.change(within(form).getByLabelText(/Komentar/), { target: { value: 'Sangat jelas' } });
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toContainEqual({ method: 'PUT', path: '/coaching-clinics/9/rating', body: { stars: 4, comment: 'Sangat jelas' } }));
  });
});
