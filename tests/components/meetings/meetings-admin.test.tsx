import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MeetingsView } from '@/components/meetings/meetings-view';
import type { Role } from '@/utils/session-user';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { serveMeetings } from '../../msw/handlers/meetings';
import { renderWithProviders } from '../render';

function renderMeetings(role: Role) {
  const served = serveMeetings();
  server.use(...served.handlers);
  renderWithProviders(<MeetingsView />, { session: sessionFor(role), path: '/meetings' });
  return served;
}

async function openManage() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Kelola' }));
  return screen.findByTestId('meeting-form');
}

describe('meetings page', { timeout: 20_000 }, () => {
  it('shows everyone the live meetings with a Gabung link; a user has no Kelola tab and never asks the admin list', async () => {
    const { adminCalls } = renderMeetings('user');
    const join = await screen.findByRole('link', { name: 'Gabung: Klinik Konsultasi Pensiun' });
    expect(join.getAttribute('href')).toBe('http://localhost:4040/j/85010023758?pwd=abc');
    expect(screen.queryByRole('tab', { name: 'Kelola' })).toBeNull();
    expect(adminCalls).toEqual([]);
  });

  it('offers the four Zoom types by number and name, and Zoom’s list', async () => {
    renderMeetings('admin');
    const form = await openManage();
    const type = within(form).getByLabelText(/Jenis rapat/) as HTMLSelectElement;
    expect([...type.options].map((o) => o.textContent)).toEqual(['1 – Instan', '2 – Terjadwal', '3 – Berulang tanpa waktu tetap', '8 – Berulang dengan waktu tetap']);
    expect(await within(await screen.findByTestId('meeting-table')).findByText('Rapat Koordinasi Layanan SIASN')).toBeInTheDocument();
  });

  it('asks a start time for a scheduled meeting before sending anything', async () => {
    const { created } = renderMeetings('admin');
    const form = await openManage();
    fireEvent.change(within(form).getByLabelText(/Topik/), { target: { value: 'Rapat evaluasi' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buat rapat' }));
    expect(await within(form).findByText('Waktu mulai wajib untuk rapat terjadwal')).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('sends a recurring meeting with a fixed time with its WIB start and recurrence', async () => {
    const { created } = renderMeetings('admin');
    const form = await openManage();
    fireEvent.change(within(form).getByLabelText(/Jenis rapat/), { target: { value: '8' } });
    fireEvent.change(within(form).getByLabelText(/Topik/), { target: { value: 'Rapat mingguan' } });
    fireEvent.change(within(form).getByLabelText(/Waktu mulai/), { target: { value: '2026-12-14T09:00' } });
    fireEvent.change(within(form).getByLabelText(/Pola pengulangan/), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText(/Jumlah pertemuan/), { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buat rapat' }));
    await waitFor(() =>
      expect(created).toEqual([{ topic: 'Rapat mingguan', type: 8, start_time: '2026-12-14T09:00:00+07:00', duration: 60, recurrence: { type: 2, repeat_interval: 1, end_times: 6 } }]),
    );
  });

  it('sends an instant meeting without a start time or recurrence', async () => {
    const { created } = renderMeetings('admin');
    const form = await openManage();
    fireEvent.change(within(form).getByLabelText(/Jenis rapat/), { target: { value: '1' } });
    expect(within(form).queryByLabelText(/Waktu mulai/)).toBeNull();
    expect(within(form).queryByLabelText(/Pola pengulangan/)).toBeNull();
    fireEvent.change(within(form).getByLabelText(/Topik/), { target: { value: 'Rapat dadakan' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buat rapat' }));
    await waitFor(() => expect(created).toEqual([{ topic: 'Rapat dadakan', type: 1, duration: 60 }]));
  });
});
