import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MenuButton } from '@/components/ui/menu-button';

function renderMenu() {
  const onSelect = vi.fn();
  render(
    <MenuButton
      label="Tindakan"
      data-testid="actions"
      items={[
        { key: 'a', label: 'Ubah judul', onSelect: () => onSelect('a') },
        { key: 'b', label: 'Ikuti', onSelect: () => onSelect('b') },
        { key: 'c', label: 'Hapus', danger: true, onSelect: () => onSelect('c') },
      ]}
    />,
  );
  return { onSelect, button: screen.getByTestId('actions') };
}

describe('MenuButton (the ticket actions menu)', () => {
  it('opens on a click as a menu the button controls, with the first item focused', () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);

    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu').id).toBe(button.getAttribute('aria-controls'));
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Ubah judul' }));
  });

  it('moves with the arrows (wrapping), Home and End; Escape closes and gives focus back', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    const focused = () => document.activeElement?.textContent;

    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('Ikuti');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(focused()).toBe('Hapus');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('Ubah judul');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(focused()).toBe('Hapus');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(focused()).toBe('Ubah judul');

    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs the chosen item and closes; a press outside closes without running anything', () => {
    const { button, onSelect } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Ikuti' }));
    expect(onSelect).toHaveBeenCalledWith('b');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
