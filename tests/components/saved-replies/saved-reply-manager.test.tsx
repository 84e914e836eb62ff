import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SavedReplyManager } from '@/components/saved-replies/saved-reply-manager';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { recordGets } from '../record-requests';
import { renderWithProviders } from '../render';

async function renderManager() {
  const queries = recordGets('/helpdesk/api/saved-replies');
  renderWithProviders(<SavedReplyManager />, { session: sessionFor('agent'), path: '/saved-replies' });
  const table = screen.getByTestId('saved-reply-table');
  await within(table).findByText('Salam pembuka');
  return { queries, table };
}

const rowOf = (table: HTMLElement, title: string) => within(within(table).getByText(title).closest('tr') as HTMLElement);

describe('SavedReplyManager', { timeout: 20_000 }, () => {
  it("lists the author's replies: title, the text's first lines, edit and delete named after the reply", async () => {
    const { queries, table } = await renderManager();

    expect(queries).toEqual([{ page: '1', limit: '10' }]);
    expect(table.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(2);
    const row = rowOf(table, 'Berkas kurang');
    const content = table.querySelector('tr[data-row-key="2"] td[data-column=content]') as HTMLElement;
    expect(content.textContent).toBe('Mohon lengkapi **SK terakhir** Anda.');
    expect(row.getByRole('button', { name: 'Ubah balasan Berkas kurang' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Hapus Berkas kurang' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Halaman balasan tersimpan' })).toBeNull(); // one page: no pager
  });

  it('searches from page 1 on Enter and says so when nothing matches', async () => {
    const { queries, table } = await renderManager();

    const search = screen.getByRole('searchbox', { name: 'Cari balasan' });
    fireEvent.change(search, { target: { value: 'tidak ada' } });
    fireEvent.submit(search);

    expect(await within(table).findByText('Belum ada balasan tersimpan.')).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ search: 'tidak ada', page: '1', limit: '10' });
  });

  it('deletes a reply only after the question is confirmed', async () => {
    const removed: string[] = [];
    server.use(
      http.delete('*/helpdesk/api/saved-replies/:id', ({ params }) => {
        removed.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { table } = await renderManager();

    fireEvent.click(rowOf(table, 'Salam pembuka').getByRole('button', { name: 'Hapus Salam pembuka' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Hapus balasan "Salam pembuka"?').length).toBeGreaterThan(0);
    expect(removed).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));

    await waitFor(() => expect(removed).toEqual(['1']));
    expect(await screen.findByText('Balasan dihapus')).toBeInTheDocument();
  });

  it('opens the form (loaded on demand) filled with the reply to edit', async () => {
    const { table } = await renderManager();

    fireEvent.click(rowOf(table, 'Salam pembuka').getByRole('button', { name: 'Ubah balasan Salam pembuka' }));

    const form = await screen.findByTestId('saved-reply-form', {}, { timeout: 5000 });
    await waitFor(() => expect(within(form).getByLabelText<HTMLInputElement>('Judul').value).toBe('Salam pembuka'));
  });
});
