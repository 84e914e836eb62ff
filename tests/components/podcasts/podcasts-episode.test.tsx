import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PodcastEpisode } from '@/components/podcasts/podcast-episode';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { commentView, episodeView, serveEpisode } from '../../msw/handlers/podcasts';
import { renderWithProviders } from '../render';

// The vote form (antd Rate) is a chunk loaded on demand: loaded once here.
beforeAll(async () => {
  await import('@/components/podcasts/podcast-vote-form');
}, 60_000);

function renderEpisode(episode = episodeView(), comments = [commentView(1, false, 'Komentar Sari'), commentView(2, true, 'Komentar saya')]) {
  const api = serveEpisode(episode, comments);
  server.use(...api.handlers);
  renderWithProviders(<PodcastEpisode id={5} />, { session: sessionFor('user'), path: '/podcasts/5' });
  return api;
}

const openComments = async () => {
  fireEvent.click(await screen.findByRole('tab', { name: 'Komentar' }));
  return screen.findByTestId('podcast-comments');
};
const commentOf = (list: HTMLElement, text: string) => within(list).getByText(text).closest('li') as HTMLElement;

describe('the episode page', { timeout: 30_000 }, () => {
  it('plays the audio from the range-served URL and shows the description, transcript and comment tabs', async () => {
    renderEpisode();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mengenal Layanan Kenaikan Pangkat' })).toBeInTheDocument();
    expect(screen.getByTestId('podcast-audio').getAttribute('src')).toBe('/helpdesk/api/podcasts/5/audio?v=abcdef123456');
    expect(screen.getByTestId('podcast-description').innerHTML).toBe('<p>Deskripsi <strong>episode</strong></p>');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Deskripsi', 'Transkrip', 'Komentar']);
    fireEvent.click(screen.getByRole('tab', { name: 'Transkrip' }));
    expect((screen.getByText('Pembawa acara: Selamat datang.').closest('[role="tabpanel"]') as HTMLElement).hidden).toBe(false);
    expect((screen.getByTestId('podcast-description').closest('[role="tabpanel"]') as HTMLElement).hidden).toBe(true);
  });

  it('offers Ubah and Hapus only on my own comment, and saves an edit', async () => {
    const api = renderEpisode();
    const list = await openComments();
    await within(list).findByText('Komentar saya');
    const theirs = within(commentOf(list, 'Komentar Sari'));
    expect(theirs.queryByRole('button', { name: /Ubah/ })).toBeNull();
    expect(theirs.queryByRole('button', { name: /Hapus/ })).toBeNull();
    const mine = within(commentOf(list, 'Komentar saya'));
    expect(mine.getByRole('button', { name: /Hapus/ })).toBeInTheDocument();
    fireEvent.click(mine.getByRole('button', { name: /Ubah/ }));
    const box = within(commentOf(list, 'Komentar saya')).getByRole('textbox', { name: 'Ubah komentar' });
    fireEvent.change(box, { target: { value: 'Komentar saya **diperbaiki**' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Simpan' }));
    await within(list).findByText('Komentar saya **diperbaiki**');
    expect(api.sent).toEqual([{ method: 'PATCH', path: '/podcasts/5/comments/2', body: { content: 'Komentar saya **diperbaiki**' } }]);
  });

  it('posts a new comment in markdown', async () => {
    const api = renderEpisode(episodeView(), []);
    const list = await openComments();
    await within(list).findByText('Belum ada komentar. Jadilah yang pertama!');
    fireEvent.change(within(list).getByRole('textbox', { name: 'Komentar baru' }), { target: { value: 'Sangat *membantu*' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Kirim komentar' }));
    await within(list).findByText('Sangat *membantu*');
    expect(api.sent).toEqual([{ method: 'POST', path: '/podcasts/5/comments', body: { content: 'Sangat *membantu*' } }]);
  });

  it('shows the average and count, casts a vote with a comment, then withdraws it', async () => {
    const api = renderEpisode();
    const rating = await screen.findByTestId('podcast-rating');
    expect(within(rating).getByTestId('podcast-rating-summary').textContent).toBe('4,5 dari 5 (2 penilaian)');
    const form = await within(rating).findByTestId('podcast-vote-form');
    expect(within(form).queryByRole('button', { name: 'Tarik penilaian' })).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: '4 bintang' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Komentar penilaian (opsional)' }), { target: { value: 'Jelas sekali' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Kirim penilaian' }));
    await waitFor(() => expect(within(rating).getByTestId('podcast-rating-summary').textContent).toBe('4 dari 5 (3 penilaian)'));
    expect(api.sent).toEqual([{ method: 'PUT', path: '/podcasts/5/vote', body: { stars: 4, comment: 'Jelas sekali' } }]);
    // My vote is shown back, changeable and withdrawable.
    const mine = await within(rating).findByTestId('podcast-vote-form');
    expect((within(mine).getByRole('textbox', { name: 'Komentar penilaian (opsional)' }) as HTMLTextAreaElement).value).toBe('Jelas sekali');
    expect(within(mine).getByRole('button', { name: 'Ubah penilaian' })).toBeInTheDocument();
    fireEvent.click(within(mine).getByRole('button', { name: 'Tarik penilaian' }));
    await waitFor(() => expect(within(rating).getByTestId('podcast-rating-summary').textContent).toBe('4,5 dari 5 (2 penilaian)'));
    expect(api.sent[1]).toEqual({ method: 'DELETE', path: '/podcasts/5/vote', body: null });
  });

  it('asks for stars before sending a vote', async () => {
    const api = renderEpisode();
    const form = await screen.findByTestId('podcast-vote-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Kirim penilaian' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Pilih 1 sampai 5 bintang');
    expect(api.sent).toEqual([]);
  });

  it('says the episode is not found when the API answers 404 (a draft)', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/helpdesk/api/podcasts/users/:id', () => HttpResponse.json({ code: 'NOT_FOUND', message: 'Episode podcast tidak ditemukan' }, { status: 404 })));
    renderWithProviders(<PodcastEpisode id={9} />, { session: sessionFor('user'), path: '/podcasts/9' });
    expect(await screen.findByText('Episode tidak ditemukan')).toBeInTheDocument();
  });
});
