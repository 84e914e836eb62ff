import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PostDetail } from '@/components/feed/post-detail';
import type { FeedCommentView, FeedThread } from '@/utils/schemas/feed';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { LIKED_BY_ME_AND_TWO } from '../../msw/handlers/feed';
import { PEOPLE, hoursAgo } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';

const API = '*/helpdesk/api/feed/posts/11';

function feedComment(id: number, overrides: Partial<FeedCommentView> = {}): FeedCommentView {
  return {
    id,
    post_id: 11,
    parent_id: null,
    author: PEOPLE.otherUser,
    content_markdown: `Komentar ${id}`,
    content_html: `<p>Komentar ${id}</p>`,
    can_edit: false,
    can_delete: false,
    is_edited: false,
    created_at: hoursAgo(1),
    replies: [],
    ...overrides,
  };
}

const THREAD: FeedThread = {
  data: [feedComment(1, { replies: [feedComment(2, { parent_id: 1, author: PEOPLE.user, can_edit: true, can_delete: true })] })],
  total: 2,
};

describe('PostDetail (/feed/{id})', { timeout: 20_000 }, () => {
  it('shows the post and its thread, replies under their comment, actions as the API allows', async () => {
    server.use(http.get(API, () => HttpResponse.json(LIKED_BY_ME_AND_TWO)), http.get(`${API}/comments`, () => HttpResponse.json(THREAD)));
    renderWithProviders(<PostDetail id={11} />, { session: sessionFor('user'), path: '/feed/11' });

    const parent = within(await screen.findByTestId('feed-comment-1'));
    const reply = within(parent.getByTestId('feed-comment-2'));
    expect(reply.getByText('Komentar 2')).toBeInTheDocument();
    expect(reply.getByRole('button', { name: 'Hapus' })).toBeInTheDocument();
    expect(parent.getAllByRole('button', { name: 'Hapus' })).toHaveLength(1);
  });

  it('sends a reply with the comment it answers', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(API, () => HttpResponse.json(LIKED_BY_ME_AND_TWO)),
      http.get(`${API}/comments`, () => HttpResponse.json(THREAD)),
      http.post(`${API}/comments`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(feedComment(3, { parent_id: 1 }), { status: 201 });
      }),
    );
    renderWithProviders(<PostDetail id={11} />, { session: sessionFor('user'), path: '/feed/11' });

    const parent = await screen.findByTestId('feed-comment-1');
    fireEvent.click(within(parent).getAllByRole('button', { name: 'Balas' })[0]);
    const box = await within(parent).findByRole('textbox', { name: 'Balas Sari Dewi' });
    fireEvent.change(box, { target: { value: 'Setuju' } });
    fireEvent.click(within(parent).getByRole('button', { name: 'Kirim balasan' }));

    await waitFor(() => expect(sent).toEqual([{ content: 'Setuju', parent_id: 1 }]));
  });
});
