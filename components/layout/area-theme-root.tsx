import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { AREA_ACCENTS, areaThemeForPath, type AreaTheme } from '@/utils/theme';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { FeedbackProvider } from '@/components/ui/feedback-provider';
import { AreaContext } from './area-context';
import '@/utils/format/dayjs';

/**
 * The page's route (`/mail/[id]`, `/404`) on the server and the first browser render, so
 * hydration matches the HTML; then the browser's real path. A prerendered page such as the 404
 * is built once as `/404`, whatever URL it is later served at.
 */
function useAreaTheme(): AreaTheme {
  const { pathname, asPath } = useRouter();
  const [browserPath, setBrowserPath] = useState<string | null>(null);
  useEffect(() => setBrowserPath(window.location.pathname), [asPath]);
  return areaThemeForPath(browserPath ?? pathname);
}

/** The text defaults antd's <App> gave the page (font, colour, size) and the shell's colours, from the same tokens. */
function AreaText({ area, children }: { area: AreaTheme; children: ReactNode }) {
  const { accent, accentSoft } = AREA_ACCENTS[area];
  // The shell (styles/shell.css) is drawn from the same tokens as antd's parts.
  const style = {
    '--area-accent': accent,
    '--area-accent-soft': accentSoft,
    '--shell-text': token.colorText,
    '--shell-text-secondary': token.colorTextSecondary,
    '--shell-border': token.colorBorderSecondary,
    '--shell-bg-elevated': token.colorBgElevated,
    '--shell-hover-bg': token.controlItemBgHover,
    '--shell-shadow': token.boxShadowSecondary,
    '--shell-radius': `${token.borderRadius}px`,
    '--shell-radius-lg': `${token.borderRadiusLG}px`,
    '--shell-error': token.colorError,
    '--shell-info': token.colorInfo,
    '--shell-warning': token.colorWarning,
    '--shell-primary': token.colorPrimary,
    '--shell-primary-hover': token.colorPrimaryHover,
    '--shell-link': token.colorLink,
    '--shell-link-hover': token.colorLinkHover,
    '--shell-control-border': token.colorBorder,
    '--shell-control-height': `${token.controlHeight}px`,
    '--shell-control-height-sm': `${token.controlHeightSM}px`,
    '--shell-control-height-lg': `${token.controlHeightLG}px`,
    '--shell-disabled-text': token.colorTextDisabled,
    '--shell-disabled-bg': token.colorBgContainerDisabled,
    '--shell-bg-container': token.colorBgContainer,
    '--shell-placeholder': token.colorTextPlaceholder,
    '--shell-control-outline': token.controlOutline,
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  } as CSSProperties;
  // Dialogs and toasts render in a portal outside this div: the same variables on the root element
  // let shell-drawn controls (components/ui) look right there too.
  useEffect(() => {
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(style)) if (name.startsWith('--')) root.setProperty(name, String(value));
  }, [area]); // `style` is rebuilt from it on every render
  return (
    <div data-area-theme={area} style={style}>
      {children}
    </div>
  );
}

/**
 * The layout root: the area theme chosen by path (its accent and the design tokens as CSS
 * variables for the shell's parts) and on-demand toasts. antd's ConfigProvider is not here: the
 * parts that use antd are loaded on demand and set up their own AntdScope (components/ui/antd-scope).
 */
export function AreaThemeRoot({ children }: { children: ReactNode }) {
  const area = useAreaTheme();
  return (
    <AreaContext.Provider value={area}>
      <FeedbackProvider>
        <AreaText area={area}>{children}</AreaText>
      </FeedbackProvider>
    </AreaContext.Provider>
  );
}
