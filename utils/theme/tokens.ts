import type { AreaTheme } from './area-theme';

/** The spec's brand orange (section 9): logo, browser theme colour. Too light for white text. */
export const BRAND_ORANGE = '#FF4500';

// Spec section 9, with the colours that carry text darkened to WCAG AA (4.5:1, ratios in
// docs/shell.md and checked by tests/unit/theme-contrast.test.ts). Key names are antd's
// design-token names so the object goes straight to <ConfigProvider theme={{ token }}>.
export const THEME_TOKENS = {
  // White on #FF4500 is 3.4:1; this darker orange is 5.1:1 and still reads as the brand orange.
  colorPrimary: '#CC3700',
  // antd's default link and info blue (#1677ff) is 4.1:1 on white; blue-7 is 6.2:1.
  colorLink: '#0958d9',
  colorInfo: '#0958d9',
  // Danger buttons and error texts: white on antd's #ff4d4f is 3.0:1; red-7 is 6.3:1.
  colorError: '#cf1322',
  // Secondary and description text: antd's 45% black is 3.4:1 on the page grey; 60% is 5.3:1.
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  // Placeholders and empty-table text (antd: 25% black, 1.9:1) are text too: 57% is 4.6:1 on the page grey.
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)',
  colorTextQuaternary: 'rgba(0, 0, 0, 0.57)',
  controlHeight: 36,
  controlHeightLG: 44,
  controlHeightSM: 28,
  fontSize: 14,
} as const;

// Tag text colours. antd draws status tags (success, processing, warning, error) in the status
// colour itself and preset tags in step 7 of the palette, on step 1: green, gold, yellow, lime,
// cyan, orange and volcano are 1.8-4.0:1 that way. These component-level overrides keep the light
// background and darken only the text (step 8 or 9), so every tag colour the spec names
// (statuses, groups, roles) is at least 4.5:1.
export const TAG_TOKENS = {
  colorSuccess: '#237804',
  colorInfo: '#0958d9',
  colorWarning: '#874d00',
  colorError: '#a8071a',
  green7: '#237804',
  gold7: '#874d00',
  yellow7: '#7c6400',
  lime7: '#3f6600',
  cyan7: '#006d75',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
} as const;

export interface AreaAccent {
  /** Header bar, active menu item, area badges. */
  accent: string;
  /** Tinted background behind the header and selected menu rows. */
  accentSoft: string;
}

// The primary (orange) stays the action colour everywhere; the area accent only tints chrome so
// users can tell at a glance which area they are in. The accent is also text (title, selected
// menu item), so each is at least 4.5:1 on white and on its soft variant: antd's blue-7 and
// red-7, Tailwind's indigo-600, each with its lightest step as the soft variant.
export const AREA_ACCENTS: Readonly<Record<AreaTheme, AreaAccent>> = {
  blue: { accent: '#0958d9', accentSoft: '#e6f4ff' },
  red: { accent: '#cf1322', accentSoft: '#fff1f0' },
  indigo: { accent: '#4f46e5', accentSoft: '#eef2ff' },
};
