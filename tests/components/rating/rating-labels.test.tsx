// Issue 11: the star radios had no accessible names (and an English "star" icon label), and the
// rating summary offered periods as raw API values ("2026-H2").
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RatingPrompt } from '@/components/rating/rating-prompt';
import { RatingSummaryView, recentPeriods } from '@/components/rating/rating-summary-view';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { ratingState } from '../../msw/handlers/ratings';
import { renderWithProviders } from '../render';

describe('rating labels', { timeout: 20_000 }, () => {
  it('names each star of the prompt "N bintang" and hides the English icon label', async () => {
    server.use(http.get('*/helpdesk/api/ratings', () => HttpResponse.json(ratingState({ should_prompt: true }))));
    renderWithProviders(<RatingPrompt />, { session: sessionFor('user') });
    const prompt = await screen.findByTestId('rating-prompt');

    const stars = within(prompt).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual(['1 bintang', '2 bintang', '3 bintang', '4 bintang', '5 bintang']);
    const exposed = [...prompt.querySelectorAll('[aria-label="star"]')].filter((el) => !el.closest('[aria-hidden="true"]'));
    expect(exposed).toEqual([]);
  });

  it('labels half-year periods in Indonesian and keeps the API value', () => {
    expect(recentPeriods(new Date('2026-11-24T00:00:00Z')).slice(0, 2)).toEqual([
      { value: '2026-H2', label: 'Semester II 2026 (Juli–Desember)' },
      { value: '2026-H1', label: 'Semester I 2026 (Januari–Juni)' },
    ]);
  });

  it('offers no raw "H1/H2" value in the period select', async () => {
    server.use(http.get('*/helpdesk/api/ratings/summary', () => HttpResponse.json({ average: null, count: 0, dismissed: 0, distribution: [], latest_comments: [] })));
    renderWithProviders(<RatingSummaryView />, { session: sessionFor('admin') });
    const select = await screen.findByRole('combobox', { name: 'Periode' });

    const shown = within(select).getAllByRole('option').map((o) => o.textContent ?? '');
    expect(shown).toContain(recentPeriods()[0].label);
    for (const text of shown) expect(text).not.toMatch(/H[12]\b/);
  });
});
