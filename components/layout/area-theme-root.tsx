import type { CSSProperties, ReactNode } from 'react';
import { useRouter } from 'next/router';
import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import idID from 'antd/locale/id_ID';
import { AREA_ACCENTS, THEME_TOKENS, areaThemeForPath, type AreaTheme } from '@/utils/theme';
import '@/utils/format/dayjs';

function themeFor(area: AreaTheme): ThemeConfig {
  const { accent, accentSoft } = AREA_ACCENTS[area];
  return {
    token: { ...THEME_TOKENS },
    components: {
      Layout: { headerBg: '#ffffff', headerHeight: 60, headerPadding: '0 24px' },
      Menu: {
        horizontalItemSelectedColor: accent,
        itemSelectedColor: accent,
        itemSelectedBg: accentSoft,
        itemHoverColor: accent,
      },
    },
  };
}

/** The layout root: antd tokens, Indonesian locale and the area theme chosen by path. */
export function AreaThemeRoot({ children }: { children: ReactNode }) {
  const { asPath } = useRouter();
  const area = areaThemeForPath(asPath);
  const { accent, accentSoft } = AREA_ACCENTS[area];
  const style = { '--area-accent': accent, '--area-accent-soft': accentSoft } as CSSProperties;
  return (
    <ConfigProvider locale={idID} theme={themeFor(area)}>
      <AntdApp>
        <div data-area-theme={area} style={style}>
          {children}
        </div>
      </AntdApp>
    </ConfigProvider>
  );
}
