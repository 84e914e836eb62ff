import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RatingSummaryView } from '@/components/rating/rating-summary-view';
import type { RatingSummary } from '@/utils/schemas/knowledge';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const SUMMARY: RatingSummary = {
  period: null,
  average: 4.25,
  count: 8,
  dismissed: 3,
  distribution: [
    { stars: 5, count: 4 },
    { stars: 4, count: 3 },
    { stars: 3, count: 1 },
  ],
  latest_comments: [
    { id: 7, stars: 4, comment: 'Jawaban cepat dan jelas.', period: '2026-H2', user: { id: 3, username: 'user1', name: 'Budi Santoso', image: null, current_role: 'user' }, updated_at: '2026-11-20T03:00:00Z' },
  ],
};

describe('RatingSummaryView', { timeout: 20_000 }, () => {
  it('shows the average in figures and half stars, the counts, the chart and the latest comments', async () => {
    server.use(http.get('*/helpdesk/api/ratings/summary', () => HttpResponse.json(SUMMARY)));
    renderWithProviders(<RatingSummaryView />, { session: sessionFor('admin') });

    expect(await screen.findByText('4.25 / 5')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rata-rata 4,5 dari 5 bintang' }).getAttribute('data-stars')).toBe('4.5');
    expect(screen.getByText('Jumlah penilaian').nextElementSibling?.textContent).toBe('8');
    expect(screen.getByText('Dilewati').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByTestId('stars-chart')).toBeInTheDocument();

    const comment = screen.getByRole('listitem');
    expect(within(comment).getByRole('img', { name: '4 bintang' })).toBeInTheDocument();
    expect(within(comment).getByText(/Budi Santoso/)).toBeInTheDocument();
    expect(within(comment).getByText('Jawaban cepat dan jelas.')).toBeInTheDocument();
  });

  it('shows a dash without stars to average, and says when there are no comments', async () => {
    server.use(
      http.get('*/helpdesk/api/ratings/summary', () => HttpResponse.json({ ...SUMMARY, average: null, count: 0, distribution: [], latest_comments: [] })),
    );
    renderWithProviders(<RatingSummaryView />, { session: sessionFor('admin') });

    expect(await screen.findByText('Belum ada komentar.')).toBeInTheDocument();
    expect(screen.getByText('Rata-rata').nextElementSibling?.textContent).toBe('-');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
