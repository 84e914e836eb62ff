// Issue 31: history tables on a phone are cards (each value under its column's title, the actions
// at the card's foot); on a laptop the action column stays in view when the table scrolls sideways.
// The layout itself is CSS (data-table.module.css, seen in tests/e2e/personnel-phone.test.ts); here:
// that every section's table asks for it, and what the CSS reads (labels, the pinned column).
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { JabatanSection } from '@/components/siasn/jabatan-section';
import { GolonganSection } from '@/components/siasn/golongan-section';
import { DiklatSection } from '@/components/siasn/diklat-section';
import { sessionFor } from '../msw/handlers/auth';
import { SIASN_NIP } from '../msw/handlers/siasn';
import { renderWithProviders } from './render';
import tableStyles from '@/components/ui/data-table/data-table.module.css';

beforeAll(async () => {
  await import('@/components/siasn/records/record-editing');
}, 60_000);

const OTHER_NIP = '198001012005011002';
const headerTexts = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((th) => th.textContent);
const firstRowCells = (table: HTMLElement) => [...(table.querySelector('tbody tr[data-row-key]') as HTMLElement).querySelectorAll('td')];

describe('history tables: cards on a phone, actions in view on a laptop', { timeout: 20_000 }, () => {
  it('labels every value of a row with its column title (hidden columns too) and pins the actions, unlabelled, at the end', async () => {
    renderWithProviders(<JabatanSection nip={null} />, { session: sessionFor('user') });
    await screen.findAllByRole('button', { name: 'Ubah Riwayat Jabatan' });
    const table = screen.getByTestId('jabatan-table');
    expect(table.className).toContain(tableStyles.cards);

    const headers = headerTexts(table);
    const cells = firstRowCells(table);
    expect(cells.map((td) => td.dataset.label)).toEqual([...headers.slice(0, -1), undefined]);
    // A column a laptop hides below md is still in the card.
    expect(cells.some((td) => td.classList.contains(tableStyles.fromMd) && td.dataset.label)).toBe(true);

    const actions = cells.at(-1) as HTMLElement;
    expect(headers.at(-1)).toBe('Aksi');
    expect(actions.className).toContain(tableStyles.pinned);
    expect((within(table).getAllByRole('columnheader').at(-1) as HTMLElement).className).toContain(tableStyles.pinned);
    expect(within(actions).getByRole('button', { name: 'Ubah Riwayat Jabatan' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Hapus Riwayat Jabatan' })).toBeInTheDocument();
    // Only the actions are pinned; the document has its label in the card.
    expect(cells.filter((td) => td.className.includes(tableStyles.pinned))).toHaveLength(1);
    expect(cells.find((td) => td.dataset.column === 'document')?.dataset.label).toBe('Dokumen');
  });

  it('serves every section: both Diklat/Kursus tables, a read-only section, and a record the reader may not write', async () => {
    renderWithProviders(<DiklatSection nip={null} />, { session: sessionFor('user') });
    await screen.findAllByRole('button', { name: 'Ubah Kursus' });
    for (const id of ['diklat-table', 'kursus-table']) expect(screen.getByTestId(id).className).toContain(tableStyles.cards);

    renderWithProviders(<GolonganSection nip={null} />, { session: sessionFor('user') });
    const golongan = await screen.findByTestId('golongan-table');
    expect(golongan.className).toContain(tableStyles.cards);
    expect(firstRowCells(golongan).every((td) => td.dataset.label)).toBe(true);

    renderWithProviders(<JabatanSection nip={SIASN_NIP} />, { session: sessionFor('agent', { employee_number: OTHER_NIP }) });
    await screen.findAllByRole('link', { name: 'Lihat dokumen' });
    const readOnly = screen.getAllByTestId('jabatan-table').at(-1) as HTMLElement;
    expect(headerTexts(readOnly)).not.toContain('Aksi');
    expect(readOnly.querySelector(`.${tableStyles.pinned}`)).toBeNull();
  });
});
