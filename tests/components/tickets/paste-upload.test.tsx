import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import { uploadFile } from '@/services/uploads';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';
import { TINY_PNG } from '../../helpers/tiny-png';

const png = (name = 'tempel.png') => new File([new Uint8Array(TINY_PNG)], name, { type: 'image/png' });
const stored = (name: string) => ({ url: `/helpdesk/api/uploads/${name}`, name, size: TINY_PNG.length, type: 'image/png' });

/** POST /uploads answering `answer` once `gate` resolves; records the names of the files it got. */
function uploads(answer: (name: string) => Response, gate: Promise<void> = Promise.resolve()) {
  const names: string[] = [];
  server.use(
    http.post('*/helpdesk/api/uploads', async ({ request }) => {
      const file = (await request.formData()).get('file');
      names.push(file instanceof File ? file.name : String(file));
      await gate;
      return answer(names.at(-1) ?? '');
    }),
  );
  return names;
}

async function commentBox() {
  renderWithProviders(<TicketDetailView id={1} />, { session: sessionFor('user'), path: '/tickets/1' });
  const box = (await within(await screen.findByTestId('new-comment')).findByRole('textbox')) as HTMLTextAreaElement;
  fireEvent.change(box, { target: { value: 'Sebelum\nSesudah' } });
  box.setSelectionRange(8, 8); // at the start of the second line
  return box;
}
const paste = (box: HTMLElement, files: File[], types = ['Files']) => fireEvent.paste(box, { clipboardData: { files, types } });

describe('images pasted or dropped into the markdown editor', { timeout: 20_000 }, () => {
  it('uploads a pasted image with a progress bar and inserts its link at the cursor', async () => {
    let release = () => {};
    const names = uploads((name) => HttpResponse.json(stored(name), { status: 201 }), new Promise<void>((done) => (release = done)));
    const box = await commentBox();

    paste(box, [png()]);

    const bar = await screen.findByRole('progressbar', { name: 'Mengunggah gambar' });
    expect(bar).toBeInTheDocument();
    release();
    await waitFor(() => expect(box.value).toBe('Sebelum\n![tempel.png](/helpdesk/api/uploads/tempel.png)\nSesudah'));
    expect(names).toEqual(['tempel.png']);
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Mengunggah gambar' })).toBeNull());
  });

  it('uploads an image picked with Unggah gambar and inserts its link at the cursor', async () => {
    const names = uploads((name) => HttpResponse.json(stored(name), { status: 201 }));
    const box = await commentBox();
    const picker = screen.getByTestId('new-comment').querySelector<HTMLInputElement>('input[type="file"]');
    expect(picker?.accept).toBe('image/*');
    const click = vi.spyOn(picker as HTMLInputElement, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Unggah gambar' }));
    expect(click).toHaveBeenCalled();

    fireEvent.change(picker as HTMLInputElement, { target: { files: [png('pilih.png')] } });

    await waitFor(() => expect(box.value).toBe('Sebelum\n![pilih.png](/helpdesk/api/uploads/pilih.png)\nSesudah'));
    expect(names).toEqual(['pilih.png']);
  });

  it('uploads dropped images one after another, each link after the previous', async () => {
    const names = uploads((name) => HttpResponse.json(stored(name), { status: 201 }));
    const box = await commentBox();

    fireEvent.drop(box, { dataTransfer: { files: [png('satu.png'), png('dua.png')], types: ['Files'] } });

    await waitFor(() =>
      expect(box.value).toBe('Sebelum\n![satu.png](/helpdesk/api/uploads/satu.png)\n![dua.png](/helpdesk/api/uploads/dua.png)\nSesudah'),
    );
    expect(names).toEqual(['satu.png', 'dua.png']);
  });

  it.each([
    [415, 'Jenis berkas tidak didukung'],
    [413, 'Berkas terlalu besar (maks. 5 MB)'],
  ])('shows the API message of a %i and inserts nothing (the failure is logged, spec section 8)', async (status, message) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    uploads(() => HttpResponse.json({ code: 'REFUSED', message }, { status }));
    const box = await commentBox();

    paste(box, [png('dokumen.png')]);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(box.value).toBe('Sebelum\nSesudah');
    expect(logged).toHaveBeenCalledWith('Upload failed', expect.anything());
    logged.mockRestore();
  });

  it('leaves text that comes with a picture of itself (spreadsheet cells) to the normal paste', async () => {
    const names = uploads((name) => HttpResponse.json(stored(name), { status: 201 }));
    const box = await commentBox();

    const event = paste(box, [png('sel.png')], ['text/plain', 'text/html', 'Files']);

    expect(event).toBe(true); // not prevented: the browser pastes the text
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(names).toEqual([]);
  });

  it('reports upload progress from axios onUploadProgress', async () => {
    uploads((name) => HttpResponse.json(stored(name), { status: 201 }));
    const seen: number[] = [];

    const result = await uploadFile(png('kemajuan.png'), { onProgress: (percent) => seen.push(percent) });

    expect(result?.url).toBe('/helpdesk/api/uploads/kemajuan.png');
    expect(seen.at(-1)).toBe(100);
  });
});
