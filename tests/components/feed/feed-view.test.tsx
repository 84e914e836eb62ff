import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FeedView } from '@/components/feed/feed-view';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { LIKED_BY_ME_AND_TWO, feedPost, postPage } from '../../msw/handlers/feed';
import { renderWithProviders } from '../render';

const API = '*/helpdesk/api/feed/posts';

describe('FeedView', { timeout: 20_000 }, () => {
  it('hovering the like button of a post liked by me and two others names us, me first as "Anda"', async () => {
    server.use(http.get(API, () => HttpResponse.json(postPage([LIKED_BY_ME_AND_TWO]))));
    renderWithProviders(<FeedView />, { session: sessionFor('user'), path: '/feed' });

    const card = within(await screen.findByTestId('post-11'));
    const like = card.getByRole('button', { name: 'Batal suka' });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    fireEvent.mouseEnter(like);

    expect((await screen.findByRole('tooltip')).textContent).toBe('Anda, Sari Dewi dan Dimas Pratama menyukai postingan ini');
    expect(card.getByRole('link', { name: /4 komentar/ }).getAttribute('href')).toBe('/feed/11');
  });

  it('likes an unliked post with PUT and shows the answered count', async () => {
    const post = feedPost({ id: 12 });
    const calls: string[] = [];
    server.use(
      http.get(API, () => HttpResponse.json(postPage([post]))),
      http.put(`${API}/12/likes`, ({ request }) => {
        calls.push(request.method);
        return HttpResponse.json({ ...post, liked: true, likes_count: 1, likers: [{ id: 7, name: 'Budi Santoso', username: 'budi.santoso' }] });
      }),
    );
    renderWithProviders(<FeedView />, { session: sessionFor('user'), path: '/feed' });

    fireEvent.click(within(await screen.findByTestId('post-12')).getByRole('button', { name: 'Suka' }));

    const liked = await within(screen.getByTestId('post-12')).findByRole('button', { name: 'Batal suka' });
    expect(liked.textContent).toContain('1 suka');
    expect(calls).toEqual(['PUT']);
  });

  it('asks the API for the chosen tab: most liked, most discussed, my own posts', async () => {
    const asked: string[] = [];
    server.use(
      http.get(API, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(postPage([]));
      }),
    );
    renderWithProviders(<FeedView />, { session: sessionFor('user'), path: '/feed' });
    await screen.findByText('Belum ada postingan.');

    for (const tab of ['Terpopuler', 'Terbanyak dibahas', 'Postingan saya']) fireEvent.click(screen.getByRole('tab', { name: tab }));

    await screen.findByText('Anda belum menulis postingan.');
    await waitFor(() => expect(asked.map((q) => new URLSearchParams(q).get('sort'))).toEqual(['newest', 'likes', 'comments', 'newest']));
    expect(new URLSearchParams(asked[3]).get('mine')).toBe('true');
  });
});
