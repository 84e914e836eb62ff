import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { OwnDataExport } from '@/components/profile/own-data-export';
import { formatDateTimeLong } from '@/utils/format';
import type { DataExportView } from '@/utils/schemas/data-export';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const EXPORTS = '*/helpdesk/api/privacy/exports';
const view = (extra: Partial<DataExportView>): DataExportView => ({
  id: '0b6f7a52-3c1e-4d2a-9c55-1f6a2b7e8d90', status: 'pending', requested_at: '2026-12-07T03:00:00.000Z', ready_at: null, expires_at: null, downloaded_at: null,
  bytes: null, download_path: null, ...extra,
});

describe('OwnDataExport', { timeout: 20_000 }, () => {
  it('asks for a copy, shows it being built, then offers the download once it is ready', async () => {
    let current: DataExportView | null = null;
    let posts = 0;
    server.use(
      http.get(EXPORTS, () => HttpResponse.json({ export: current })),
      http.post(EXPORTS, () => {
        posts += 1;
        current = view({});
        return HttpResponse.json(current, { status: 202 });
      }),
    );
    renderWithProviders(<OwnDataExport />, { session: sessionFor('user') });
    fireEvent.click(await screen.findByRole('button', { name: 'Siapkan salinan data saya' }));
    expect(await screen.findByText(/Salinan sedang disiapkan\. Anda akan mendapat notifikasi/)).toBeInTheDocument();
    expect(posts).toBe(1);
    // No second request while one is being built.
    expect(screen.queryByRole('button', { name: /Siapkan salinan/ })).toBeNull();
    const expires = '2026-12-08T03:00:05.000Z';
    current = view({ status: 'ready', ready_at: '2026-12-07T03:00:05.000Z', expires_at: expires, download_path: `/privacy/exports/x/download?expires=1&sig=abc` });
    const link = await screen.findByRole('link', { name: 'Unduh ZIP' }, { timeout: 8000 });
    expect(link.getAttribute('href')).toBe('/helpdesk/api/privacy/exports/x/download?expires=1&sig=abc');
    expect(screen.getByText(`Salinan siap. Tautan unduhan berlaku satu kali sampai ${formatDateTimeLong(expires)}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siapkan salinan baru' })).toBeInTheDocument();
  });

  it('says when the last copy was downloaded, expired or failed, and offers a new one', async () => {
    for (const [state, text] of [
      [view({ status: 'downloaded', downloaded_at: '2026-12-07T04:00:00.000Z' }), `Salinan terakhir sudah diunduh pada ${formatDateTimeLong('2026-12-07T04:00:00.000Z')}. Tautan hanya berlaku satu kali.`],
      [view({ status: 'expired' }), 'Tautan salinan terakhir sudah kedaluwarsa.'],
      [view({ status: 'failed' }), 'Salinan gagal disiapkan. Silakan coba lagi.'],
    ] as const) {
      server.use(http.get(EXPORTS, () => HttpResponse.json({ export: state })));
      const { unmount } = renderWithProviders(<OwnDataExport />, { session: sessionFor('user') });
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Siapkan salinan baru' })).toBeInTheDocument();
      unmount();
    }
  });
});
