// Issue 11: one empty-state style (lists that pass no text get the shared one via ConfigProvider),
// and aria names in Indonesian for antd parts the app root configures.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { List } from 'antd';
import { AreaThemeRoot } from '@/components/layout/area-theme-root';

describe('EmptyState', () => {
  it('is the default empty view of antd lists inside the app root', () => {
    render(
      <AreaThemeRoot>
        <List dataSource={[]} renderItem={() => null} />
      </AreaThemeRoot>,
    );

    expect(within(screen.getByTestId('empty-state')).getByText('Belum ada data.')).toBeInTheDocument();
  });
});

describe('Input.Search inside the app root', () => {
  it('names its button in Indonesian, not with the icon name "search"', async () => {
    const { Input } = await import('antd');
    render(
      <AreaThemeRoot>
        <Input.Search aria-label="Cari pengguna" />
      </AreaThemeRoot>,
    );

    expect(screen.getByRole('button', { name: 'Cari' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'search' })).toBeNull();
  });
});
