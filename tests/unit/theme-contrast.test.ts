// Issue 11: status tags (1.8-2.2:1), orange buttons (3.4:1) and grey text (3.35:1) failed WCAG AA.
// Every colour the theme hands to text is checked here against the background antd puts it on.
import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { AREA_ACCENTS, AREA_THEMES, antdThemeFor, contrastRatio } from '@/utils/theme';

const AA = 4.5;
const PAGE_GREY = '#f5f6fa';

/** An rgba() text colour as the opaque colour it shows on `bg`. */
function onBackground(color: string, bg: string): string {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)/.exec(color);
  if (!m) return color;
  const alpha = Number(m[4] ?? 1);
  const bgRgb = [1, 3, 5].map((i) => parseInt(bg.slice(i, i + 2), 16));
  const mixed = [1, 2, 3].map((i, k) => Math.round(Number(m[i]) * alpha + bgRgb[k] * (1 - alpha)));
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

describe.each(AREA_THEMES)('antd theme of the %s area', (area) => {
  const config = antdThemeFor(area);
  const token = theme.getDesignToken(config);
  const tag = (config.components?.Tag ?? {}) as Record<string, string>;
  const tagToken = (key: string) => tag[key] ?? (token as unknown as Record<string, string>)[key];

  it('primary buttons: white on the primary colour', () => {
    expect(contrastRatio(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(AA);
  });

  it('danger buttons: white on the error colour; error text on white', () => {
    expect(contrastRatio(token.colorTextLightSolid, token.colorError)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(token.colorError, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  it('links on white and on the page grey', () => {
    expect(contrastRatio(token.colorLink, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(token.colorLink, PAGE_GREY)).toBeGreaterThanOrEqual(AA);
  });

  it.each(['colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder', 'colorTextQuaternary'] as const)('%s on white and on the page grey', (key) => {
    for (const bg of ['#ffffff', PAGE_GREY]) expect(contrastRatio(onBackground(token[key], bg), bg)).toBeGreaterThanOrEqual(AA);
  });

  it.each([
    ['success', 'Success'],
    ['processing', 'Info'],
    ['warning', 'Warning'],
    ['error', 'Error'],
  ])('status tag %s: text on its light background', (_, kind) => {
    const bg = (token as unknown as Record<string, string>)[`color${kind}Bg`];
    expect(contrastRatio(tagToken(`color${kind}`), bg)).toBeGreaterThanOrEqual(AA);
  });

  it.each(['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta'])(
    'preset tag %s: text (step 7) on its light background (step 1)',
    (color) => {
      expect(contrastRatio(tagToken(`${color}7`), tagToken(`${color}1`))).toBeGreaterThanOrEqual(AA);
    },
  );

  it('area accent as text on white and on its soft variant', () => {
    const { accent, accentSoft } = AREA_ACCENTS[area];
    expect(contrastRatio(accent, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(accent, accentSoft)).toBeGreaterThanOrEqual(AA);
  });
});
