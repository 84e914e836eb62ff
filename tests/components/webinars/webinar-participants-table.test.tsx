import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ParticipantsTable } from '@/components/webinars/participants-table';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { participant, serveParticipants } from '../../msw/handlers/webinars';
import { renderWithProviders } from '../render';

describe('webinar participants table', { timeout: 20_000 }, () => {
  it('colours the groups MASTER red, PTPK yellow, GOOGLE green, with account, NIP, attendance and scores', async () => {
    server.use(
      serveParticipants([
        participant(1, 'MASTER', { attended_at: '2026-12-05T02:10:00.000Z', pretest_score: 50, posttest_score: 100 }),
        participant(2, 'PTPK'),
        participant(3, 'GOOGLE'),
      ]),
    );
    renderWithProviders(<ParticipantsTable webinarId={5} />, { session: sessionFor('admin'), path: '/webinar/kelola/5' });
    const table = await screen.findByTestId('participants-table');
    await within(table).findByText('peserta.1');
    const tagOf = (group: string) => within(table).getByText(group, { selector: '.tag' });
    expect(tagOf('ASN (SIMASTER)').className).toContain('tag-red');
    expect(tagOf('Non-ASN (PTTPK)').className).toContain('tag-yellow');
    expect(tagOf('Umum (Google)').className).toContain('tag-green');

    const first = within(table).getByText('peserta.1').closest('tr') as HTMLElement;
    expect(within(first).getByText('199001012020011001')).toBeInTheDocument();
    expect(within(first).getByText('Peserta 1')).toBeInTheDocument();
    expect(within(first).getByText('Hadir')).toBeInTheDocument();
    expect(within(first).getByText('100')).toBeInTheDocument();
    const second = within(table).getByText('peserta.2').closest('tr') as HTMLElement;
    expect(within(second).getByRole('button', { name: 'Tandai hadir' })).toBeInTheDocument();
  });
});
