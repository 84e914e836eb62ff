// The light list (components/ui/item-list) stands in for antd's List with List.Item.Meta.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ItemList } from '@/components/ui/item-list';

const ITEMS = [
  { key: 1, title: <a href="/tickets/1">Cara mengurus cuti</a>, description: 'HD-000001 · 06 Nov 2026', extra: <span>Selesai</span> },
  { key: 2, title: 'Anda masuk pada aplikasi' },
];

describe('ItemList', () => {
  it('draws each entry as a list item: title, description and the extra', () => {
    render(<ItemList items={ITEMS} empty="Kosong" data-testid="entries" />);
    const items = within(screen.getByTestId('entries')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Cara mengurus cuti' })).toBeInTheDocument();
    expect(within(items[0]).getByText('HD-000001 · 06 Nov 2026')).toBeInTheDocument();
    expect(within(items[0]).getByText('Selesai')).toBeInTheDocument();
    expect(items[1].textContent).toBe('Anda masuk pada aplikasi');
    expect(screen.queryByText('Kosong')).toBeNull();
    expect(screen.getByTestId('entries').getAttribute('aria-busy')).toBeNull();
  });

  it('shows the empty content instead of an empty list', () => {
    render(<ItemList items={[]} empty={<p>Belum ada aktivitas.</p>} />);
    expect(screen.getByText('Belum ada aktivitas.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('marks the entries busy while a new page loads, keeping them', () => {
    render(<ItemList items={ITEMS} empty="Kosong" busy data-testid="entries" />);
    expect(screen.getByTestId('entries').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
