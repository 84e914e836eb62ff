import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PublicProfile } from '@/components/profile/public-profile';
import type { PublicProfile as PublicProfileData } from '@/utils/schemas/knowledge';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { internalError } from '../../msw/handlers/users';
import { renderWithProviders } from '../render';

const PERSON: PublicProfileData = {
  id: 2, name: 'Dimas Pratama', username: 'dimas', image: null, current_role: 'agent', group: 'MASTER',
  bio: 'Melayani urusan kenaikan pangkat.', position: 'Analis Kepegawaian',
  tickets: [{ id: 11, number: 'HD-000011', title: 'Cara mengurus cuti besar', status: { code: 'SELESAI', name: 'Selesai', color: 'green' }, created_at: '2026-11-06T03:00:00.000Z' }],
  answers: [{ id: 31, ticket_id: 12, ticket_number: 'HD-000012', ticket_title: 'Syarat kenaikan pangkat', html: '<p>Lampirkan <strong>SK terakhir</strong>.</p>', created_at: '2026-11-07T03:00:00.000Z' }],
};
const answer = (body: PublicProfileData) => server.use(http.get('*/helpdesk/api/profiles/2', () => HttpResponse.json(body)));

/** The entries of a titled panel. */
const entries = (title: string) => {
  const panel = screen.getByText(title).closest('section');
  if (!panel) throw new Error(`no panel "${title}"`);
  return within(panel).queryAllByRole('listitem');
};

describe('PublicProfile', { timeout: 20_000 }, () => {
  it('shows the person, their published tickets with status and their accepted answers', async () => {
    answer(PERSON);
    renderWithProviders(<PublicProfile id={2} />, { session: sessionFor('user') });

    expect(await screen.findByRole('heading', { name: 'Dimas Pratama', level: 4 })).toBeInTheDocument();
    expect(screen.getByText('@dimas · Analis Kepegawaian')).toBeInTheDocument();
    expect(screen.getByText('Agen').classList.contains('tag')).toBe(true);
    expect(screen.getByText('Melayani urusan kenaikan pangkat.')).toBeInTheDocument();

    const [ticket] = entries('Tiket yang diterbitkan');
    expect(within(ticket).getByRole('link', { name: 'Cara mengurus cuti besar' }).getAttribute('href')).toBe('/tickets/11');
    expect(within(ticket).getByText('HD-000011 · 06 Nov 2026')).toBeInTheDocument();
    expect(within(ticket).getByText('Selesai').closest('[data-status]')?.getAttribute('data-status')).toBe('SELESAI');

    const [accepted] = entries('Jawaban terpilih');
    expect(within(accepted).getByRole('link', { name: 'HD-000012 · Syarat kenaikan pangkat' }).getAttribute('href')).toBe('/tickets/12');
    expect(within(accepted).getByText('SK terakhir').tagName).toBe('STRONG');
  });

  it('says so when there are no tickets or answers', async () => {
    answer({ ...PERSON, bio: null, position: null, tickets: [], answers: [] });
    renderWithProviders(<PublicProfile id={2} />, { session: sessionFor('user') });

    expect(await screen.findByText('Belum ada tiket yang diterbitkan.')).toBeInTheDocument();
    expect(screen.getByText('Belum ada jawaban terpilih.')).toBeInTheDocument();
    expect(screen.getByText('@dimas')).toBeInTheDocument();
    expect(entries('Tiket yang diterbitkan')).toHaveLength(0);
  });

  it('shows not found when the API has no such profile', async () => {
    server.use(http.get('*/helpdesk/api/profiles/2', () => HttpResponse.json({ code: 'NOT_FOUND', message: 'Tidak ditemukan' }, { status: 404 })));
    renderWithProviders(<PublicProfile id={2} />, { session: sessionFor('user') });

    expect(await screen.findByText('Profil tidak ditemukan.')).toBeInTheDocument();
    expect(screen.queryByTestId('public-profile')).toBeNull();
  });

  it('shows not found for an id that is no number, without asking the API', async () => {
    const asked: string[] = [];
    server.use(http.get('*/helpdesk/api/profiles/*', ({ request }) => (asked.push(request.url), internalError())));
    renderWithProviders(<PublicProfile id={Number('abc')} />, { session: sessionFor('user') });

    expect(await screen.findByText('Profil tidak ditemukan.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
