// The light controls of the ticket list and the new-ticket form (components/ui): they stand in
// for antd's Select, Input.Search and Form, so they must behave as users expect of those.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChoiceListButton } from '@/components/ui/choice-list-button';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';

const OPTIONS = [
  { value: 'a', label: 'Diajukan' },
  { value: 'b', label: 'Dikerjakan' },
  { value: 'c', label: 'Selesai' },
];

function Choices({ onChange }: { onChange: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['c']);
  return (
    <ChoiceListButton
      label="Status"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ChoiceListButton', () => {
  it('names the button with the count, keeps the options order and clears', () => {
    const onChange = vi.fn();
    render(<Choices onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Status 1 dipilih' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Diajukan' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selesai' }));
    expect(onChange).toHaveBeenLastCalledWith(['a']);
    fireEvent.click(screen.getByRole('button', { name: 'Hapus pilihan' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: 'Status' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', () => {
    render(<Choices onChange={() => {}} />);
    const button = screen.getByRole('button', { name: /^Status/ });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Diajukan' }), { key: 'Escape' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('NativeSelect', () => {
  it('offers grouped options and clears through its placeholder row', () => {
    const onChange = vi.fn();
    render(
      <NativeSelect<number>
        aria-label="Sub-kategori"
        placeholder="Pilih"
        value={21}
        onChange={onChange}
        options={[{ label: 'SIASN', options: [{ value: 21, label: 'Peremajaan Data' }, { value: 22, label: 'Login' }] }]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sub-kategori' }) as HTMLSelectElement;
    expect(select.querySelector('optgroup')?.label).toBe('SIASN');
    expect(select.value).toBe('21');
    fireEvent.change(select, { target: { value: '22' } });
    expect(onChange).toHaveBeenLastCalledWith(22);
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('SearchInput', () => {
  it('searches on submit, and the clear button empties the field and searches again', () => {
    const onChange = vi.fn();
    const onSearch = vi.fn();
    render(<SearchInput label="Cari" value="pangkat" onChange={onChange} onSearch={onSearch} />);
    fireEvent.submit(screen.getByRole('searchbox', { name: 'Cari' }));
    expect(onSearch).toHaveBeenLastCalledWith('pangkat');
    fireEvent.click(screen.getByRole('button', { name: 'Kosongkan pencarian' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });
});
