import type { ReactNode } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { InfoCircleFilled } from '@ant-design/icons';

/**
 * A one-line info, warning or error message with an icon, drawn like antd's Alert (role="alert" as there)
 * without its closing, actions and motion.
 */
export function Notice({ type, icon, children, 'data-testid': testId }: { type: 'info' | 'warning' | 'error'; icon?: ReactNode; children: ReactNode; 'data-testid'?: string }) {
  const colours = {
    info: { bg: token.colorInfoBg, border: token.colorInfoBorder, icon: token.colorInfo },
    warning: { bg: token.colorWarningBg, border: token.colorWarningBorder, icon: token.colorWarning },
    error: { bg: token.colorErrorBg, border: token.colorErrorBorder, icon: token.colorError },
  }[type];
  return (
    <div
      role="alert"
      data-testid={testId}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXS,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        background: colours.bg,
        border: `${token.lineWidth}px solid ${colours.border}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <span style={{ color: colours.icon, lineHeight: 1 }}>{icon ?? <InfoCircleFilled aria-hidden />}</span>
      <div>{children}</div>
    </div>
  );
}
