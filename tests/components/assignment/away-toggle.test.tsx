import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AwayToggle } from '@/components/assignment/away-toggle';
import type { AwayStateView } from '@/utils/schemas/assignment';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const AGENT_ID = 2;
const available: AwayStateView = { user_id: AGENT_ID, away: false, away_since: null, away_until: null };

/** The away route of the agent, remembering what was sent. */
function awayRoute() {
  const sent: unknown[] = [];
  let state = available;
  server.use(
    http.get(`*/helpdesk/api/users/${AGENT_ID}/away`, () => HttpResponse.json(state)),
    http.put(`*/helpdesk/api/users/${AGENT_ID}/away`, async ({ request }) => {
      const body = (await request.json()) as { away: boolean; until: string | null };
      sent.push(body);
      // Back at 00:00 Jakarta the day after the last day away.
      const back = body.until ? new Date(Date.parse(`${body.until}T00:00:00+07:00`) + 86_400_000).toISOString() : null;
      state = body.away ? { user_id: AGENT_ID, away: true, away_since: new Date().toISOString(), away_until: back } : available;
      return HttpResponse.json(state);
    }),
  );
  return sent;
}

describe('AwayToggle ("Tidak bertugas")', () => {
  it('switches away until a chosen day, shows it, and switches back', async () => {
    const sent = awayRoute();
    renderWithProviders(<AwayToggle userId={AGENT_ID} />, { session: sessionFor('agent') });

    const card = within(await screen.findByTestId('away-toggle'));
    await waitFor(() => expect((card.getByRole('switch') as HTMLButtonElement).disabled).toBe(false));
    expect(card.getByTestId('away-state').textContent).toBe('Anda sedang bertugas');
    fireEvent.change(card.getByLabelText('Sampai tanggal (opsional)'), { target: { value: '2026-12-09' } });
    fireEvent.click(card.getByRole('switch'));

    await waitFor(() => expect(card.getByTestId('away-state').textContent).toBe('Anda sedang tidak bertugas sampai 09 Des 2026'));
    expect(card.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(card.queryByLabelText('Sampai tanggal (opsional)')).toBeNull();

    fireEvent.click(card.getByRole('switch'));
    await waitFor(() => expect(card.getByTestId('away-state').textContent).toBe('Anda sedang bertugas'));
    expect(sent).toEqual([
      { away: true, until: '2026-12-09' },
      { away: false, until: null },
    ]);
  });

  it('without a day, away until switched back', async () => {
    const sent = awayRoute();
    renderWithProviders(<AwayToggle userId={AGENT_ID} />, { session: sessionFor('agent') });
    const card = within(await screen.findByTestId('away-toggle'));
    await waitFor(() => expect((card.getByRole('switch') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(card.getByRole('switch'));
    await waitFor(() => expect(card.getByTestId('away-state').textContent).toBe('Anda sedang tidak bertugas'));
    expect(sent).toEqual([{ away: true, until: null }]);
  });
});
