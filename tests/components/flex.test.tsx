// Flex draws its layout by the classes of styles/shell.css (`.fx-*`), inline only for values
// without one (issue 34: no style attribute on each of a page's hundred flex boxes).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Flex } from '@/components/ui/flex';

const box = (element: React.ReactElement) => render(element).container.firstElementChild as HTMLElement;

describe('Flex', () => {
  it('draws known gaps, alignments and justifications by class, without a style attribute', () => {
    const el = box(<Flex vertical wrap gap={12} align="center" justify="space-between" className="mine" />);
    expect(el.className).toBe('fx fx-col fx-wrap fx-g12 fx-a-center fx-j-space-between mine');
    expect(el.getAttribute('style')).toBeNull();
  });

  it('sets other values inline, under the caller\'s own style', () => {
    const el = box(<Flex gap={10} align="last baseline" justify="space-evenly" style={{ gap: 11, color: 'red' }} />);
    expect(el.className).toBe('fx');
    expect(el.style.gap).toBe('11px');
    expect(el.style.alignItems).toBe('last baseline');
    expect(el.style.justifyContent).toBe('space-evenly');
    expect(el.style.color).toBe('red');
  });
});
