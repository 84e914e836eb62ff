import type { CSSProperties } from 'react';
import type { DesignToken } from '@/utils/theme/design-token';

/**
 * The antd tokens the data table and its pager are drawn with, as CSS variables on the table's
 * root (data-table.module.css reads them), picked as antd's own Table and Pagination pick theirs.
 */
export function tableVars(token: DesignToken): CSSProperties {
  return {
    '--dt-bg': token.colorBgContainer,
    '--dt-text': token.colorText,
    '--dt-text-secondary': token.colorTextSecondary,
    '--dt-text-disabled': token.colorTextDisabled,
    '--dt-heading': token.colorTextHeading,
    '--dt-header-bg': token.colorFillAlter,
    '--dt-sort-active-bg': token.colorFillSecondary,
    '--dt-sort-hover-bg': token.colorFillContent,
    '--dt-row-hover-bg': token.colorFillAlter,
    '--dt-row-selected-bg': token.controlItemBgActive,
    '--dt-row-selected-hover-bg': token.controlItemBgActiveHover,
    '--dt-item-hover-bg': token.colorBgTextHover,
    '--dt-border': token.colorBorderSecondary,
    '--dt-pin-shade': token.colorSplit,
    '--dt-control-border': token.colorBorder,
    '--dt-primary': token.colorPrimary,
    '--dt-icon': token.colorTextQuaternary,
    '--dt-radius': `${token.borderRadius}px`,
    '--dt-radius-lg': `${token.borderRadiusLG}px`,
    '--dt-pad-block': `${token.paddingSM}px`,
    '--dt-pad-inline': `${token.paddingXS}px`,
    '--dt-gap': `${token.marginXS}px`,
    '--dt-control-height': `${token.controlHeight}px`,
    '--dt-strong': token.fontWeightStrong,
    '--dt-motion': token.motionDurationMid,
  } as CSSProperties;
}
