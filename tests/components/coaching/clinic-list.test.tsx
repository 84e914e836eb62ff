import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ClinicListView } from '@/components/coaching/clinic-list-view';
import type { ClinicView } from '@/utils/schemas/coaching';
import type { Role } from '@/utils/session-user';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { clinicDetail, serveClinicList } from '../../msw/handlers/coaching';
import { renderWithProviders } from '../render';

const CLINICS: ClinicView[] = [
  clinicDetail({ id: 1, title: 'Berlangsung', status: 'live', my_request: 'accepted' }),
  clinicDetail({ id: 2, title: 'Akan datang' }),
  clinicDetail({ id: 3, title: 'Penuh', participants_count: 5 }),
  clinicDetail({ id: 4, title: 'Sudah selesai', status: 'end' }),
];

function renderList(role: Role) {
  const served = serveClinicList(CLINICS);
  server.use(...served.handlers);
  renderWithProviders(<ClinicListView />, { session: sessionFor(role), path: '/coaching-clinic' });
  return served;
}
const card = async (title: string) => within((await screen.findByRole('link', { name: title })).closest('[data-testid="clinic-card"]') as HTMLElement);

describe('coaching clinic list', { timeout: 20_000 }, () => {
  it('tags the status (upcoming yellow, live green, end red) and shows the capacity', async () => {
    renderList('user');
    expect((await card('Berlangsung')).getByText('Berlangsung', { selector: '[data-status]' }).className).toContain('tag-green');
    expect((await card('Akan datang')).getByText('Akan datang', { selector: '[data-status]' }).className).toContain('tag-yellow');
    expect((await card('Sudah selesai')).getByText('Selesai', { selector: '[data-status]' }).className).toContain('tag-red');
    expect((await card('Akan datang')).getByText('1 / 5 peserta')).toBeInTheDocument();
  });

  it('lets a user ask to join an open clinic with room; a full one and an ended one offer nothing to click', async () => {
    const { joined } = renderList('user');
    fireEvent.click((await card('Akan datang')).getByRole('button', { name: 'Ikuti' }));
    await waitFor(() => expect(joined).toEqual([2]));
    // The toast names the state the server gave the request, in the words its tag uses.
    expect(await screen.findByText('Permintaan Anda: Diterima')).toBeInTheDocument();
    expect(((await card('Penuh')).getByRole('button', { name: 'Kuota penuh' }) as HTMLButtonElement).disabled).toBe(true);
    expect((await card('Sudah selesai')).queryByRole('button')).toBeNull();
    expect((await card('Berlangsung')).getByText('Diterima')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jadwalkan' })).toBeNull();
  });

  it('gives agents the Jadwalkan form', async () => {
    renderList('agent');
    fireEvent.click(await screen.findByRole('button', { name: 'Jadwalkan' }));
    expect(await screen.findByTestId('clinic-form')).toBeInTheDocument();
  });
});
