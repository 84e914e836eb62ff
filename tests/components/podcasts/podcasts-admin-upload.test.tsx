import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { PodcastEditView } from '@/components/podcasts/podcast-edit-view';
import type { PodcastAdminView } from '@/utils/schemas/podcasts';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { adminView } from '../../msw/handlers/podcasts';
import { sentForm, type SentForm } from '../../msw/sent-requests';
import { renderWithProviders } from '../render';

// The editor (antd Form, Upload, Progress) is a chunk loaded on demand: loaded once here.
beforeAll(async () => {
  await import('@/components/podcasts/podcast-editor');
}, 60_000);

const API = '*/helpdesk/api/podcasts/5';
const NO_AUDIO = { code: 'PODCAST_NO_AUDIO', message: 'Unggah berkas audio terlebih dahulu sebelum menerbitkan episode' };

/** The episode for the editor; uploads wait for `gate`, then answer with `upload()`. */
function serveEditor(upload: (current: PodcastAdminView) => Response, gate: Promise<void> = Promise.resolve()) {
  let current = adminView();
  const sent: { uploads: (SentForm & { type: string | null })[]; patches: unknown[] } = { uploads: [], patches: [] };
  server.use(
    http.get(API, () => HttpResponse.json(current)),
    http.post(`${API}/upload`, async ({ request }) => {
      sent.uploads.push({ ...(await sentForm(request)), type: new URL(request.url).searchParams.get('type') });
      await gate;
      await delay(20);
      const response = upload(current);
      if (response.ok) current = (await response.clone().json()) as PodcastAdminView;
      return response;
    }),
    http.patch(API, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.patches.push(body);
      if (body.is_published && !current.audio_url) return HttpResponse.json(NO_AUDIO, { status: 409 });
      current = { ...current, title: String(body.title), status: body.is_published ? 'published' : 'draft' };
      return HttpResponse.json(current);
    }),
  );
  return sent;
}

const withAudio = (p: PodcastAdminView) => HttpResponse.json({ ...p, audio_url: '/helpdesk/api/podcasts/5/audio?v=0123456789ab', audio_mime: 'audio/wav', audio_size: 2 * 1024 * 1024 });
const wav = () => new File([new Uint8Array(4096)], 'rekaman.wav', { type: 'audio/wav' });
const fileInputOf = (area: HTMLElement) => area.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

async function renderEditor() {
  renderWithProviders(<PodcastEditView id={5} />, { session: sessionFor('admin'), path: '/podcasts/kelola/5' });
  return screen.findByTestId('podcast-audio-upload');
}

describe('the episode editor', { timeout: 30_000 }, () => {
  it('uploads the audio with a progress bar, then shows it and offers to replace it', async () => {
    let open = () => {};
    const sent = serveEditor(withAudio, new Promise<void>((resolve) => (open = resolve)));
    const area = await renderEditor();
    expect(within(area).getByText('Belum ada audio.')).toBeInTheDocument();
    fireEvent.change(fileInputOf(area), { target: { files: [wav()] } });
    const bar = await within(area).findByTestId('upload-progress');
    expect(within(bar).getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(sent.uploads).toHaveLength(1));
    expect(sent.uploads[0]).toMatchObject({ path: '/podcasts/5/upload', type: 'audio', file: { name: 'rekaman.wav', size: 4096 } });
    open();
    await waitFor(() => expect(within(area).queryByTestId('upload-progress')).toBeNull());
    expect(await within(area).findByText('Audio saat ini (2 MB)')).toBeInTheDocument();
    expect(within(area).getByRole('button', { name: /Ganti audio/ })).toBeInTheDocument();
    expect(await screen.findByText('Audio terunggah')).toBeInTheDocument();
  });

  it('shows why the API refused a file (415) and keeps the episode as it was', async () => {
    serveEditor(() => HttpResponse.json({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Berkas audio harus berupa MP3, M4A, OGG atau WAV' }, { status: 415 }));
    const area = await renderEditor();
    fireEvent.change(fileInputOf(area), { target: { files: [new File(['%PDF-1.7'], 'lagu.mp3', { type: 'audio/mpeg' })] } });
    expect(await screen.findByText('Berkas audio harus berupa MP3, M4A, OGG atau WAV')).toBeInTheDocument();
    expect(within(area).getByText('Belum ada audio.')).toBeInTheDocument();
  });

  it('sends the cover as type=cover, keeping what was typed in the form', async () => {
    const sent = serveEditor((p) => HttpResponse.json({ ...p, cover_url: '/helpdesk/api/podcasts/5/cover?v=0123456789ab' }));
    await renderEditor();
    const title = within(await screen.findByTestId('podcast-edit-form')).getByRole('textbox', { name: 'Judul' }) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Judul belum disimpan' } });
    const area = screen.getByTestId('podcast-cover-upload');
    fireEvent.change(fileInputOf(area), { target: { files: [new File([new Uint8Array(64)], 'sampul.png', { type: 'image/png' })] } });
    expect(await within(area).findByRole('img', { name: 'Sampul Draf Episode Cuti' })).toBeInTheDocument();
    expect(sent.uploads[0]).toMatchObject({ type: 'cover', file: { name: 'sampul.png' } });
    expect(title.value).toBe('Judul belum disimpan');
  });

  it('refuses to publish without audio with the API message, and the switch goes back', async () => {
    const sent = serveEditor(withAudio);
    await renderEditor();
    const form = await screen.findByTestId('podcast-edit-form');
    const publish = within(form).getByRole('switch', { name: 'Terbitkan' });
    fireEvent.click(publish);
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(NO_AUDIO.message)).toBeInTheDocument();
    expect(sent.patches).toEqual([expect.objectContaining({ is_published: true, title: 'Draf Episode Cuti', episode: 3 })]);
    await waitFor(() => expect(publish.getAttribute('aria-checked')).toBe('false'));
  });
});
