import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RatingPrompt } from '@/components/rating/rating-prompt';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { ratingState } from '../../msw/handlers/ratings';
import { renderWithProviders } from '../render';

function recordPosts() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/helpdesk/api/ratings', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(ratingState({ should_prompt: false }));
    }),
  );
  return bodies;
}

describe('RatingPrompt', { timeout: 20_000 }, () => {
  it('stays hidden when the API says should_prompt is false', async () => {
    let asked = false;
    server.use(http.get('*/helpdesk/api/ratings', () => { asked = true; return HttpResponse.json(ratingState({ should_prompt: false })); }));
    renderWithProviders(<RatingPrompt />, { session: sessionFor('user') });
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByTestId('rating-prompt')).toBeNull();
  });

  it('"Nanti saja" posts a dismissal and hides the prompt', async () => {
    server.use(http.get('*/helpdesk/api/ratings', () => HttpResponse.json(ratingState({ should_prompt: true }))));
    const posts = recordPosts();
    renderWithProviders(<RatingPrompt />, { session: sessionFor('user') });

    await screen.findByTestId('rating-prompt');
    fireEvent.click(screen.getByRole('button', { name: 'Nanti saja' }));

    await waitFor(() => expect(screen.queryByTestId('rating-prompt')).toBeNull());
    expect(posts).toEqual([{ dismissed: true }]);
  });

  it('sends the stars and comment, then hides', async () => {
    server.use(http.get('*/helpdesk/api/ratings', () => HttpResponse.json(ratingState({ should_prompt: true }))));
    const posts = recordPosts();
    renderWithProviders(<RatingPrompt />, { session: sessionFor('user') });

    await screen.findByTestId('rating-prompt');
    expect(screen.getByRole('button', { name: 'Kirim penilaian' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getAllByRole('radio')[3]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Komentar (opsional)' }), { target: { value: 'Cepat dijawab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim penilaian' }));

    await waitFor(() => expect(screen.queryByTestId('rating-prompt')).toBeNull());
    expect(posts).toEqual([{ stars: 4, comment: 'Cepat dijawab' }]);
  });
});
