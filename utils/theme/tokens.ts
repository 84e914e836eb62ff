import type { AreaTheme } from './area-theme';

// Spec section 9. Key names are antd's design-token names so the object can be passed straight
// to <ConfigProvider theme={{ token: THEME_TOKENS }}>.
export const THEME_TOKENS = {
  colorPrimary: '#FF4500',
  controlHeight: 36,
  controlHeightLG: 44,
  controlHeightSM: 28,
  fontSize: 14,
} as const;

export interface AreaAccent {
  /** Header bar, active menu item, area badges. */
  accent: string;
  /** Tinted background behind the header and selected menu rows. */
  accentSoft: string;
}

// The primary (orange) stays the action colour everywhere; the area accent only tints chrome so
// users can tell at a glance which area they are in. Values come from antd's blue-6/red-6 and
// Tailwind's indigo-600, each with its lightest step as the soft variant.
export const AREA_ACCENTS: Readonly<Record<AreaTheme, AreaAccent>> = {
  blue: { accent: '#1677ff', accentSoft: '#e6f4ff' },
  red: { accent: '#f5222d', accentSoft: '#fff1f0' },
  indigo: { accent: '#4f46e5', accentSoft: '#eef2ff' },
};
