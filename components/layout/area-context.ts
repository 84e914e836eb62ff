import { createContext, useContext } from 'react';
import { DEFAULT_AREA_THEME, type AreaTheme } from '@/utils/theme';

/** The page's area (indigo, blue mail, red finance), set by AreaThemeRoot. */
export const AreaContext = createContext<AreaTheme>(DEFAULT_AREA_THEME);

export const useArea = (): AreaTheme => useContext(AreaContext);
