export { AREA_THEMES, DEFAULT_AREA_THEME, areaThemeForPath } from './area-theme';
export type { AreaTheme } from './area-theme';
export { BRAND_ORANGE, THEME_TOKENS, TAG_TOKENS, AREA_ACCENTS } from './tokens';
export type { AreaAccent } from './tokens';
export { contrastRatio, isHexColor, readableTextOn } from './contrast';
export { antdThemeFor } from './antd-theme';
