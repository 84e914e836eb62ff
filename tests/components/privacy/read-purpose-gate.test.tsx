import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PersonnelRecord } from '@/components/siasn/personnel-record';
import { StaffReadScope } from '@/components/privacy/staff-read-scope';
import { errors } from '@/locales/id/errors';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { SIASN_NIP } from '../../msw/handlers/siasn';
import { renderWithProviders } from '../render';

/**
 * The server's side of the purpose (docs/privacy.md): a read of the record answers 428 until a
 * purpose was posted, or when it goes with a ticket; `log` keeps what the browser sent.
 */
function servePurposeRule() {
  const log: string[] = [];
  let stated: unknown = null;
  server.use(
    http.post(`*/helpdesk/api/siasn/ws/admin/${SIASN_NIP}/keperluan`, async ({ request }) => {
      stated = await request.json();
      log.push(`POST ${JSON.stringify(stated)}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`*/helpdesk/api/siasn/ws/admin/${SIASN_NIP}/:section`, ({ request, params }) => {
      const ticket = new URL(request.url).searchParams.get('tiket');
      log.push(`GET ${String(params.section)}${ticket ? ` tiket=${ticket}` : ''}`);
      if (stated === null && ticket === null) return HttpResponse.json({ code: 'PURPOSE_REQUIRED', message: errors.PURPOSE_REQUIRED }, { status: 428 });
      return undefined; // the default handlers answer the section
    }),
  );
  return log;
}

const renderRecord = (path: string) =>
  renderWithProviders(
    <StaffReadScope nip={SIASN_NIP}>
      <PersonnelRecord nip={SIASN_NIP} path="data-utama" />
    </StaffReadScope>,
    { session: sessionFor('admin'), path },
  );

describe('the purpose of reading a record outside a ticket', { timeout: 20_000 }, () => {
  it('asks once when the server answers 428, sends the chosen purpose and reads again', async () => {
    const log = servePurposeRule();
    renderRecord(`/pegawai/${SIASN_NIP}/data-utama`);
    const dialog = within(await screen.findByRole('dialog', { name: 'Keperluan membuka data' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Buka data' }));
    expect(await dialog.findByText('Pilih keperluan terlebih dahulu')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('radio', { name: 'Audit' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Buka data' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findAllByText(SIASN_NIP, { exact: false })).not.toHaveLength(0);
    // The assessment cards beside Data Utama load on demand, earlier or later: their read is the same rule's.
    expect(log.filter((line) => !line.startsWith('GET assessment'))).toEqual(['GET data-utama', 'POST {"reason":"audit"}', 'GET data-utama']);
  });

  it('sends the ticket of a record opened from a ticket, and asks nothing', async () => {
    const log = servePurposeRule();
    renderRecord(`/pegawai/${SIASN_NIP}/data-utama?tiket=12`);
    expect(await screen.findAllByText(SIASN_NIP, { exact: false })).not.toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(log).toContain('GET data-utama tiket=12');
    expect(log.every((line) => line.endsWith(' tiket=12'))).toBe(true);
  });
});
