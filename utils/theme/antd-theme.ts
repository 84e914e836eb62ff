import type { ThemeConfig } from 'antd';
import type { AreaTheme } from './area-theme';
import { AREA_ACCENTS, TAG_TOKENS, THEME_TOKENS } from './tokens';

/** The antd theme of an area: the spec tokens, readable tag colours, the area's menu accent. */
export function antdThemeFor(area: AreaTheme): ThemeConfig {
  const { accent, accentSoft } = AREA_ACCENTS[area];
  return {
    token: { ...THEME_TOKENS },
    components: {
      Layout: { headerBg: '#ffffff', headerHeight: 60, headerPadding: '0 16px' },
      Menu: {
        // Narrower than antd's 16 px, so the admin's nine entries fit a 1280 px laptop without "···".
        itemPaddingInline: 10,
        horizontalItemSelectedColor: accent,
        itemSelectedColor: accent,
        itemSelectedBg: accentSoft,
        itemHoverColor: accent,
      },
      Tag: { ...TAG_TOKENS },
    },
  };
}
