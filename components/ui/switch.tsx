import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import styles from './switch.module.css';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'type' | 'role'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  size?: 'default' | 'small';
  /** Waiting for the change to be saved: a ring in the handle, no clicks. */
  loading?: boolean;
  /** Short texts inside the switch, as antd's checkedChildren and unCheckedChildren. */
  checkedChildren?: ReactNode;
  unCheckedChildren?: ReactNode;
  /** A visible label beside the switch, which also names it; without one, name it with aria-label. */
  children?: ReactNode;
};

/**
 * An on/off button (role="switch", aria-checked) drawn like antd's Switch, without rc-switch and
 * its styles registered through the CSS-in-JS engine.
 */
export function Switch({ checked, onChange, size = 'default', loading = false, checkedChildren, unCheckedChildren, children, disabled, className, style, ...rest }: Props) {
  const colours = {
    '--switch-on': token.colorPrimary,
    '--switch-on-hover': token.colorPrimaryHover,
    '--switch-off': token.colorTextQuaternary,
    '--switch-off-hover': token.colorTextTertiary,
    '--switch-focus': token.colorPrimary,
    ...style,
  } as CSSProperties;
  const text = checked ? checkedChildren : unCheckedChildren;
  const classes = [styles.switch, size === 'small' && styles.small, className].filter(Boolean).join(' ');
  const control = (
    <button
      {...rest}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      className={classes}
      style={colours}
      onClick={() => onChange(!checked)}
    >
      {text !== undefined && <span className={styles.inner}>{text}</span>}
      <span className={styles.handle} aria-hidden />
    </button>
  );
  if (children === undefined) return control;
  return (
    <label className={styles.label}>
      {control}
      <span>{children}</span>
    </label>
  );
}
