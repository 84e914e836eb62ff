// Issue 17: the list's "next" and "previous" follow the cursors the current page came with (no
// offset walk on the server), page numbers still jump by offset, and the URL keeps both so it can
// be shared.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TicketListView } from '@/components/tickets/list/ticket-list-view';
import type { TicketListPage } from '@/utils/schemas/tickets';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { TICKET_ROWS } from '../../msw/handlers/tickets';
import { mockRouter } from '../router-mock';
import { renderWithProviders } from '../render';

const pushes = () => (mockRouter.push.mock.calls as unknown[][]).map((call) => call[0]);

/** A deep page of a long list: the page the request names (by cursor, the one after or before the cursor's). */
function serveDeepPages(requests: URL[]) {
  server.use(
    http.get('*/helpdesk/api/tickets', ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const cursor = url.searchParams.get('cursor');
      const [side, from] = cursor?.split('-') ?? [];
      const page = cursor ? Number(from) + (side === 'after' ? 1 : -1) : Number(url.searchParams.get('page') ?? 1);
      const body: TicketListPage = { data: TICKET_ROWS.slice(0, 5), total: 10_000, total_capped: true, page, limit: 20, next_cursor: `after-${page}`, prev_cursor: `before-${page}` };
      return HttpResponse.json(body);
    }),
  );
}

async function renderAt(path: string, current = 19) {
  const requests: URL[] = [];
  serveDeepPages(requests);
  renderWithProviders(<TicketListView />, { session: sessionFor('agent'), path });
  await waitFor(() => expect(screen.getByRole('button', { name: `Halaman ${current}`, current: 'page' })).toBeTruthy());
  return requests;
}

describe('paging the ticket list by cursor', { timeout: 20_000 }, () => {
  it('"next" asks for the page after the cursor of the page shown, and keeps the page number in the URL', async () => {
    await renderAt('/tickets?status=SELESAI&page=19');
    fireEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(pushes()).toEqual(['/tickets?cursor=after-19&page=20&status=SELESAI']);
  });

  it('a shared URL with a cursor sends it to the API and shows the page it leads to', async () => {
    const requests = await renderAt('/tickets?page=19&cursor=after-18');
    const listRequests = requests.filter((url) => !url.searchParams.has('pinned')); // the pinned strip asks too
    expect(listRequests.map((url) => url.searchParams.get('cursor'))).toEqual(['after-18']);
  });

  it('"previous" asks for the page before the cursor of the page shown', async () => {
    await renderAt('/tickets?status=SELESAI&page=19');
    fireEvent.click(screen.getByRole('button', { name: 'Halaman sebelumnya' }));
    expect(pushes()).toEqual(['/tickets?cursor=before-19&page=18&status=SELESAI']);
  });

  it('a page number, a new page size or a new sort leave the cursor out', async () => {
    await renderAt('/tickets?page=19&cursor=after-18');
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 500' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Tiket per halaman' }), { target: { value: '50' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Urutan' }), { target: { value: 'oldest' } });
    expect(pushes()).toEqual(['/tickets?page=500', '/tickets?limit=50', '/tickets?sort=oldest']);
  });

  it('"previous" from page 2 opens page 1 by number: it shows what came in meanwhile', async () => {
    await renderAt('/tickets?page=2', 2);
    fireEvent.click(screen.getByRole('button', { name: 'Halaman sebelumnya' }));
    expect(pushes()).toEqual(['/tickets']);
  });
});
