// A tag's colours are classes of styles/shell.css (issue 34: not the same three colours inline on
// every tag of a page). Derived here again as antd's Tag draws them, palette step 1 behind step 3,
// the theme's status tokens, with the readable text colours of TAG_TOKENS (WCAG AA).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { presetPalettes } from '@ant-design/colors';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { TAG_TOKENS, contrastRatio } from '@/utils/theme';

const css = readFileSync(path.join(process.cwd(), 'styles/shell.css'), 'utf8');
const flat = (value: string) => value.replace(/\s+/g, '');
function ruleOf(selector: string) {
  const body = new RegExp(`(?:^|\\n)${selector.replace(/[.[\]'*]/g, '\\$&')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  const value = (property: string) => flat(new RegExp(`(?:^|[;\\s])${property}:([^;]*);`).exec(body)?.[1] ?? '');
  return { background: value('background'), border: value('border-color'), color: value('color') };
}

const STATUSES = [
  ['success', token.colorSuccessBg, token.colorSuccessBorder, TAG_TOKENS.colorSuccess],
  ['processing', token.colorInfoBg, token.colorInfoBorder, TAG_TOKENS.colorInfo],
  ['warning', token.colorWarningBg, token.colorWarningBorder, TAG_TOKENS.colorWarning],
  ['error', token.colorErrorBg, token.colorErrorBorder, TAG_TOKENS.colorError],
] as const;
// The preset names styles/shell.css draws (newer @ant-design/colors also lists `pink`, which antd's
// Tag draws as magenta's palette): the test reads the palettes of these, whichever version is installed.
const PRESET_NAMES = ['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta', 'grey'] as const;
const PRESETS = PRESET_NAMES.map((name) => {
  const palette = presetPalettes[name];
  return [name, palette[0], palette[2], (TAG_TOKENS as Record<string, string>)[`${name}7`] ?? palette[7]] as const;
});

describe('tag colours (styles/shell.css)', () => {
  it('a tag without a colour of its own (or with an unknown name) is antd’s neutral tag', () => {
    expect(ruleOf('.tag')).toEqual({ background: flat(String(token.colorFillQuaternary)), border: flat(String(token.colorBorder)), color: flat(String(token.colorText)) });
  });

  it.each([...STATUSES, ...PRESETS])('%s: antd’s background and border, a readable text colour', (name, background, border, color) => {
    expect(ruleOf(`.tag-${name}`)).toEqual({ background: flat(String(background)), border: flat(String(border)), color: flat(color) });
    // grey's palette starts dark: its text is its darkest step, as antd draws it.
    if (name !== 'grey') expect(contrastRatio(color, String(background))).toBeGreaterThanOrEqual(4.5);
  });

  it('a hex colour fills the tag with white text on no border', () => {
    expect(ruleOf(".tag[class*='tag-hex-']")).toEqual({ background: '', border: 'transparent', color: '#fff' });
  });
});
