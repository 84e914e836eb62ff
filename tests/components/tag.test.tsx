// The shell's Tag draws antd's colours by class (tests/unit/tag-colors.test.ts holds the classes
// to antd's colours and TAG_TOKENS' readable text); a hex colour fills it inline.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Tag } from '@/components/ui/tag';
import { StatusTag } from '@/components/ui/status-tag';

describe('Tag', () => {
  it.each(['volcano', 'geekblue', 'green', 'success', 'processing', 'warning', 'error'])('%s: its colour class, no colours inline', (color) => {
    render(<Tag color={color}>{color}</Tag>);
    const tag = screen.getByText(color);
    expect(tag.className).toBe(`tag tag-${color}`);
    expect(tag.getAttribute('style')).toBeNull();
  });

  it('a hex colour fills the tag inline; no colour is the neutral tag; a caller’s style and class are kept', () => {
    render(
      <>
        <Tag color="#000000" style={{ marginInlineEnd: 0 }}>Ditolak</Tag>
        <Tag className="extra">Netral</Tag>
      </>,
    );
    const hex = screen.getByText('Ditolak');
    expect(hex.className).toBe('tag tag-hex-000000');
    expect(hex.style.background).toBe('#000000');
    expect(hex.style.marginInlineEnd).toMatch(/^0(px)?$/);
    expect(screen.getByText('Netral').className).toBe('tag tag-default extra');
  });

  it('StatusTag carries the status code and its icon', () => {
    render(<StatusTag status={{ code: 'DIKERJAKAN', name: 'Dikerjakan' }} />);
    const tag = screen.getByText('Dikerjakan');
    expect(tag.getAttribute('data-status')).toBe('DIKERJAKAN');
    expect(tag.querySelector('.anticon-sync')).not.toBeNull();
  });
});
