import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NotificationPreferencesForm } from '@/components/notifications/notification-preferences-form';
import { UnsubscribeView } from '@/components/notifications/unsubscribe-view';
import type { NotificationPreferencesInput, NotificationPreferencesView } from '@/utils/schemas/notification-preferences';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const VIEW: NotificationPreferencesView = {
  has_email: true,
  digest_hour: 7,
  kinds: [
    { kind: 'ticket_activity', channel: 'email', default_channel: 'email' },
    { kind: 'community', channel: 'digest', default_channel: 'digest' },
  ],
};

function servePreferences(view: NotificationPreferencesView) {
  const saved: NotificationPreferencesInput[] = [];
  server.use(
    http.get('*/helpdesk/api/notifications/preferences', () => HttpResponse.json(view)),
    http.put('*/helpdesk/api/notifications/preferences', async ({ request }) => {
      const body = (await request.json()) as NotificationPreferencesInput;
      saved.push(body);
      return HttpResponse.json({ ...view, digest_hour: body.digest_hour, kinds: view.kinds.map((k) => ({ ...k, channel: body.channels[k.kind] ?? k.channel })) });
    }),
  );
  return saved;
}

const radio = (element: HTMLElement) => element as HTMLInputElement;
const row = (kind: string) => within(screen.getByTestId(`preference-${kind}`));

describe('NotificationPreferencesForm', { timeout: 20_000 }, () => {
  it('loads each kind with its channel, changes one and saves it with the digest hour', async () => {
    const saved = servePreferences(VIEW);
    renderWithProviders(<NotificationPreferencesForm />, { session: sessionFor('user') });
    await screen.findByText('Tiket saya');
    expect(radio(row('ticket_activity').getByRole('radio', { name: 'E-mail' })).checked).toBe(true);
    expect(radio(row('community').getByRole('radio', { name: 'Ringkasan harian' })).checked).toBe(true);
    expect(screen.queryByTestId('no-email-notice')).toBeNull();

    fireEvent.click(row('ticket_activity').getByRole('radio', { name: 'Mati' }));
    fireEvent.change(screen.getByLabelText('Jam kirim ringkasan harian'), { target: { value: '18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ digest_hour: 18, channels: { ticket_activity: 'off', community: 'digest' } });
    expect(await screen.findByText('Pengaturan notifikasi disimpan')).toBeInTheDocument();
    expect(radio(row('ticket_activity').getByRole('radio', { name: 'Mati' })).checked).toBe(true);
  });

  it('says plainly when the account has no e-mail and offers no mail channel', async () => {
    servePreferences({ ...VIEW, has_email: false });
    renderWithProviders(<NotificationPreferencesForm />, { session: sessionFor('user') });
    expect((await screen.findByTestId('no-email-notice')).textContent).toContain('belum memiliki alamat e-mail');
    expect(radio(row('ticket_activity').getByRole('radio', { name: 'E-mail' })).disabled).toBe(true);
    expect(radio(row('ticket_activity').getByRole('radio', { name: 'Ringkasan harian' })).disabled).toBe(true);
    expect(radio(row('ticket_activity').getByRole('radio', { name: 'Hanya di portal' })).checked).toBe(true);
    expect((screen.getByLabelText('Jam kirim ringkasan harian') as HTMLSelectElement).disabled).toBe(true);
  });
});

describe('UnsubscribeView', { timeout: 20_000 }, () => {
  it('asks first and unsubscribes only on the button', async () => {
    const posts: string[] = [];
    server.use(
      http.get('*/helpdesk/api/notifications/unsubscribe', () => HttpResponse.json({ kind: 'community', unsubscribed: false })),
      http.post('*/helpdesk/api/notifications/unsubscribe', ({ request }) => {
        posts.push(new URL(request.url).searchParams.get('token') ?? '');
        return HttpResponse.json({ kind: 'community', unsubscribed: true });
      }),
    );
    renderWithProviders(<UnsubscribeView token="5.community.abc" />, { session: null });
    expect(await screen.findByText(/Berhenti menerima e-mail untuk "Komunitas"/)).toBeInTheDocument();
    expect(posts).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ya, berhenti menerima' }));
    expect(await screen.findByText(/tidak akan lagi menerima e-mail untuk "Komunitas"/)).toBeInTheDocument();
    expect(posts).toEqual(['5.community.abc']);
  });

  it('tells of an invalid link', async () => {
    server.use(http.get('*/helpdesk/api/notifications/unsubscribe', () => HttpResponse.json({ code: 'UNSUBSCRIBE_LINK_INVALID', message: 'x' }, { status: 404 })));
    renderWithProviders(<UnsubscribeView token="bad" />, { session: null });
    expect(await screen.findByText('Tautan ini tidak valid.')).toBeInTheDocument();
  });
});
