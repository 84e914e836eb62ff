// Issue 11: the Warna column showed antd's colour names raw ("warning", "processing", "success"),
// and names on light hex colours were white on yellow.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RefTable } from '@/components/ref/ref-table';
import type { CodedRefView } from '@/utils/schemas/knowledge';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const row = (id: number, code: string, name: string, color: string): CodedRefView => ({
  id, code, name, color, sort_order: id, locked: false, total_tickets: 0,
});

describe('RefTable colours', () => {
  it('names colours in Indonesian and keeps names on light hex colours readable', async () => {
    server.use(
      http.get('*/helpdesk/api/ref/status', () =>
        HttpResponse.json([
          row(1, 'DIAJUKAN', 'Diajukan', 'warning'),
          row(2, 'DIKERJAKAN', 'Dikerjakan', 'processing'),
          row(3, 'SELESAI', 'Selesai', 'success'),
          row(4, 'DITUNDA', 'Ditunda', '#faad14'),
        ]),
      ),
    );
    renderWithProviders(<RefTable kind="status" />, { session: sessionFor('admin'), path: '/admin/references' });
    const table = (await screen.findByText('Diajukan')).closest('table') as HTMLElement;

    for (const raw of ['warning', 'processing', 'success']) expect(within(table).queryByText(raw)).toBeNull();
    for (const name of ['Kuning (peringatan)', 'Biru (diproses)', 'Hijau (berhasil)', '#faad14']) {
      expect(within(table).getByText(name)).toBeInTheDocument();
    }
    const ditunda = within(table).getByText('Ditunda').closest('.tag') as HTMLElement;
    expect(ditunda.style.color).toBe('#000000');
    // Filled with the colour itself, not antd's tint with the colour as text.
    expect(ditunda.style.background).toBe('#faad14');
  });
});
