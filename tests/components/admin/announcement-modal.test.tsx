// The announcement window is picked in WIB, as the tables show it, whatever zone the browser is in:
// a browser in Los Angeles showed 30/12/2026 19:00 for an announcement ending 31 Des 2026 10:00.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AnnouncementModal } from '@/components/announcements/announcement-modal';
import type { AnnouncementView } from '@/utils/schemas/knowledge';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  process.env.TZ = ORIGINAL_TZ;
});

const item: AnnouncementView = {
  id: 7,
  title: 'Libur akhir tahun',
  content_markdown: 'Isi',
  content_html: '<p>Isi</p>',
  starts_at: '2026-12-24T01:00:00.000Z',
  ends_at: '2026-12-31T03:00:00.000Z',
  is_active: true,
  is_shown: true,
  created_by: { id: 1, username: 'admin', name: 'Rina Wulandari', image: null, current_role: 'admin' },
  created_at: '2026-11-01T01:00:00.000Z',
  updated_at: '2026-11-01T01:00:00.000Z',
};

describe('AnnouncementModal in a browser outside WIB', { timeout: 20_000 }, () => {
  it('shows the window in WIB and saves the same instants back', async () => {
    process.env.TZ = 'America/Los_Angeles';
    const bodies: unknown[] = [];
    server.use(
      http.patch('*/helpdesk/api/announcements/7', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(item);
      }),
    );
    renderWithProviders(<AnnouncementModal item={item} onClose={() => {}} />, { session: sessionFor('admin'), path: '/admin/announcements' });

    expect(await screen.findByDisplayValue('24/12/2026 08:00')).toBeInTheDocument();
    expect(screen.getByDisplayValue('31/12/2026 10:00')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ starts_at: '2026-12-24T01:00:00.000Z', ends_at: '2026-12-31T03:00:00.000Z' });
  });
});
