// Issue 11: one empty-state style (lists that pass no text get the shared one via ConfigProvider),
// and aria names in Indonesian for antd parts, both set up by AntdScope.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { List } from 'antd';
import { AntdScope } from '@/components/ui/antd-scope';

describe('EmptyState', () => {
  it('is the default empty view of antd lists inside an AntdScope', () => {
    render(
      <AntdScope>
        <List dataSource={[]} renderItem={() => null} />
      </AntdScope>,
    );

    expect(within(screen.getByTestId('empty-state')).getByText('Belum ada data.')).toBeInTheDocument();
  });
});

describe('Input.Search inside an AntdScope', () => {
  it('names its button in Indonesian, not with the icon name "search"', async () => {
    const { Input } = await import('antd');
    render(
      <AntdScope>
        <Input.Search aria-label="Cari pengguna" />
      </AntdScope>,
    );

    expect(screen.getByRole('button', { name: 'Cari' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'search' })).toBeNull();
  });
});
