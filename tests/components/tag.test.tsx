// The shell's Tag draws antd's colours with the readable text colours of TAG_TOKENS (WCAG AA).
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Tag } from '@/components/ui/tag';
import { StatusTag } from '@/components/ui/status-tag';
import { TAG_TOKENS, contrastRatio } from '@/utils/theme';

const colours = (text: string) => {
  const el = screen.getByText(text);
  return { bg: el.style.background, border: el.style.borderColor, color: el.style.color, el };
};
/** happy-dom keeps a hex as written; a browser would give rgb(). */
const hex = (value: string) =>
  value.startsWith('#') ? value.toLowerCase() : `#${(value.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;

describe('Tag', () => {
  it.each([
    ['volcano', '#fff2e8', TAG_TOKENS.volcano7],
    ['geekblue', '#f0f5ff', '#10239e'],
    ['green', '#f6ffed', TAG_TOKENS.green7],
  ])('a preset (%s): step 1 behind the readable text colour', (color, bg, text) => {
    render(<Tag color={color}>{color}</Tag>);
    const c = colours(color);
    expect(hex(c.bg)).toBe(bg);
    expect(hex(c.color)).toBe(text.toLowerCase());
    expect(contrastRatio(hex(c.color), bg)).toBeGreaterThanOrEqual(4.5);
    expect(c.el.className).toContain(`tag-${color}`);
  });

  it.each([
    ['success', TAG_TOKENS.colorSuccess],
    ['processing', TAG_TOKENS.colorInfo],
    ['warning', TAG_TOKENS.colorWarning],
    ['error', TAG_TOKENS.colorError],
  ])('a status (%s): the status text colour on its light background', (color, text) => {
    render(<Tag color={color}>{color}</Tag>);
    const c = colours(color);
    expect(hex(c.color)).toBe(text.toLowerCase());
    expect(contrastRatio(hex(c.color), hex(c.bg))).toBeGreaterThanOrEqual(4.5);
  });

  it('a hex colour fills the tag with white text; no colour is the neutral tag', () => {
    render(
      <>
        <Tag color="#000000">Ditolak</Tag>
        <Tag>Netral</Tag>
      </>,
    );
    expect(hex(colours('Ditolak').bg)).toBe('#000000');
    expect(hex(colours('Ditolak').color)).toBe('#fff');
    expect(colours('Netral').el.className).toContain('tag-default');
  });

  it('StatusTag carries the status code and its icon', () => {
    render(<StatusTag status={{ code: 'DIKERJAKAN', name: 'Dikerjakan' }} />);
    const tag = screen.getByText('Dikerjakan');
    expect(tag.getAttribute('data-status')).toBe('DIKERJAKAN');
    expect(tag.querySelector('.anticon-sync')).not.toBeNull();
  });
});
