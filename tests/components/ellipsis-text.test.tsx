// A one-line text shows its tooltip only when the line is cut, as antd Typography's ellipsis did.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { EllipsisText } from '@/components/ui/ellipsis-text';

const TEXT = 'Berkas kenaikan pangkat Anda sudah kami terima dan sedang diverifikasi.';

/** happy-dom lays nothing out: the line's text is `textWidth` wide in a box `boxWidth` wide. */
function layOut(textWidth: number, boxWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(textWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
}

describe('EllipsisText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a cut line shows all of its text in a tooltip on hover, gone on Escape', async () => {
    layOut(600, 200);
    render(<EllipsisText secondary>{TEXT}</EllipsisText>);

    const line = screen.getByText(TEXT);
    expect(line.className).toBe('one-line is-secondary');
    fireEvent.mouseEnter(line);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe(TEXT);
    expect(line.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a line that fits shows no tooltip: it would only repeat what is there', () => {
    layOut(200, 200);
    render(<EllipsisText>{TEXT}</EllipsisText>);

    const line = screen.getByText(TEXT);
    fireEvent.mouseEnter(line);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(line.getAttribute('aria-describedby')).toBeNull();
  });
});
