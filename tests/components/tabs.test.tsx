import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from '@/components/ui/tabs';

function Editor() {
  const [tab, setTab] = useState('write');
  const [text, setText] = useState('');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'write', label: 'Tulis', children: <textarea aria-label="Isi" value={text} onChange={(e) => setText(e.target.value)} /> },
        { key: 'preview', label: 'Pratinjau', children: <p>{`Pratinjau: ${text}`}</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('names each panel by its tab and shows only the chosen one', () => {
    render(<Editor />);
    const write = screen.getByRole('tab', { name: 'Tulis' });
    expect(write.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Tulis' }).contains(screen.getByRole('textbox', { name: 'Isi' }))).toBe(true);
    expect(screen.queryByRole('tabpanel', { name: 'Pratinjau' })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Isi' }), { target: { value: 'halo' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Pratinjau' }));
    expect(screen.getByRole('tabpanel', { name: 'Pratinjau' }).textContent).toBe('Pratinjau: halo');
    expect(screen.queryByRole('textbox', { name: 'Isi' })).toBeNull();
  });

  it('keeps what was typed in a hidden panel, and moves with the arrow keys, Home and End', () => {
    render(<Editor />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Isi' }), { target: { value: 'draf' } });
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Pratinjau' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Pratinjau' }));
    expect(screen.getByRole('tab', { name: 'Tulis' }).getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(list, { key: 'ArrowRight' }); // wraps round
    expect(screen.getByRole('tab', { name: 'Tulis' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Pratinjau' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'Home' });
    expect((screen.getByRole('textbox', { name: 'Isi' }) as HTMLTextAreaElement).value).toBe('draf');
  });
});
