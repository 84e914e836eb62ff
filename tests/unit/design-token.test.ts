import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { AREA_THEMES, antdThemeFor } from '@/utils/theme';
import { DESIGN_TOKEN } from '@/utils/theme/design-token';

describe('DESIGN_TOKEN', () => {
  it.each(AREA_THEMES)('holds the values antd computes for the %s area', (area) => {
    const computed = theme.getDesignToken(antdThemeFor(area)) as unknown as Record<string, unknown>;
    const expected = Object.fromEntries(Object.keys(DESIGN_TOKEN).map((key) => [key, computed[key]]));
    expect(DESIGN_TOKEN).toEqual(expected);
  });
});
