import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AnnouncementAdmin } from '@/components/announcements/announcement-admin';
import type { AnnouncementView } from '@/utils/schemas/knowledge';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const announcement = (id: number, changes: Partial<AnnouncementView> = {}): AnnouncementView => ({
  id,
  title: `Pengumuman ${id}`,
  content_markdown: 'Isi',
  content_html: '<p>Isi</p>',
  starts_at: null,
  ends_at: null,
  is_active: true,
  is_shown: true,
  created_by: { id: 1, username: 'admin', name: 'Rina Wulandari', image: null, current_role: 'admin' },
  created_at: '2026-11-01T01:00:00.000Z',
  updated_at: '2026-11-01T01:00:00.000Z',
  ...changes,
});
const ALL = [announcement(1, { title: 'Libur nasional', is_active: false, is_shown: false, starts_at: '2026-12-24T01:00:00.000Z' }), ...Array.from({ length: 11 }, (_, i) => announcement(i + 2))];

/** GET /announcements pages ALL; returns the page numbers asked for. */
function serveAnnouncements() {
  const pages: string[] = [];
  server.use(
    http.get('*/helpdesk/api/announcements', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 10);
      pages.push(String(page));
      return HttpResponse.json({ data: ALL.slice((page - 1) * limit, page * limit), total: ALL.length, page, limit });
    }),
  );
  return pages;
}

async function renderAdmin() {
  const pages = serveAnnouncements();
  renderWithProviders(<AnnouncementAdmin />, { session: sessionFor('admin'), path: '/admin/announcements' });
  const table = screen.getByTestId('announcement-table');
  await within(table).findByText('Libur nasional');
  return { pages, table };
}

const cell = (table: HTMLElement, id: number, column: string) => table.querySelector(`tr[data-row-key="${id}"] td[data-column=${column}]`) as HTMLElement;

describe('AnnouncementAdmin', { timeout: 20_000 }, () => {
  it('lists every announcement with its window, whether it is shown and its author', async () => {
    const { table } = await renderAdmin();

    expect(table.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(10);
    expect(cell(table, 1, 'status').textContent).toBe('Tidak tayang');
    expect(cell(table, 2, 'status').textContent).toBe('Tayang');
    expect(cell(table, 1, 'window').textContent).toBe('24 Des 2026 08:00 – Tanpa batas');
    expect(cell(table, 2, 'author').textContent).toBe('Rina Wulandari');
  });

  it('pages by 10 when there are more', async () => {
    const { pages, table } = await renderAdmin();

    const pager = screen.getByRole('navigation', { name: 'Halaman pengumuman' });
    expect(within(pager).getByText('12 pengumuman')).toBeInTheDocument();
    fireEvent.click(within(pager).getByRole('button', { name: 'Halaman 2' }));

    expect(await within(table).findByText('Pengumuman 12')).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('deletes an announcement after the question is confirmed', async () => {
    const removed: string[] = [];
    server.use(
      http.delete('*/helpdesk/api/announcements/:id', ({ params }) => {
        removed.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { table } = await renderAdmin();

    fireEvent.click(within(cell(table, 1, 'actions')).getByRole('button', { name: 'Hapus Libur nasional' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));

    await waitFor(() => expect(removed).toEqual(['1']));
    expect(await screen.findByText('Pengumuman dihapus')).toBeInTheDocument();
  });

  it('opens the form (loaded on demand) to add one, active by default', async () => {
    await renderAdmin();

    fireEvent.click(screen.getByRole('button', { name: 'Tambah pengumuman' }));

    const form = await screen.findByTestId('announcement-form', {}, { timeout: 5000 });
    await waitFor(() => expect(within(form).getByRole('switch').getAttribute('aria-checked')).toBe('true'));
  });
});
