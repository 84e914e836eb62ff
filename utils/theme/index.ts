export { AREA_THEMES, DEFAULT_AREA_THEME, areaThemeForPath } from './area-theme';
export type { AreaTheme } from './area-theme';
export { THEME_TOKENS, AREA_ACCENTS } from './tokens';
export type { AreaAccent } from './tokens';
