import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Spinner } from './spinner';

interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** antd's names: the look of the button. */
  type?: 'primary' | 'default' | 'text' | 'link';
  htmlType?: 'button' | 'submit';
  size?: 'small' | 'middle' | 'large';
  /** As wide as its container. */
  block?: boolean;
  shape?: 'circle' | 'round';
  danger?: boolean;
  /** Outlined in the primary colour instead of filled. */
  ghost?: boolean;
  icon?: ReactNode;
  /** A spinner instead of the icon; the button does nothing until it ends. */
  loading?: boolean;
}

/**
 * A button that looks like antd's (styles/shell.css, from the theme tokens). antd's Button brings
 * its wave effect and, through its colour tokens, the colour picker and Collapse (~15 kB gzip) to
 * every page with a button.
 */
export function Button({ type = 'default', htmlType = 'button', size = 'middle', block, shape, danger, ghost, icon, loading, disabled, className, children, onClick, ...rest }: ButtonProps) {
  const classes = [
    'btn',
    `btn-${type}`,
    size === 'small' && 'btn-sm',
    size === 'large' && 'btn-lg',
    block && 'btn-block',
    shape && `btn-${shape}`,
    danger && 'btn-danger',
    ghost && 'btn-ghost',
    loading && 'btn-loading',
    className,
  ].filter(Boolean);
  return (
    <button
      type={htmlType}
      className={classes.join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {children !== undefined && children !== null && children !== false && <span>{children}</span>}
    </button>
  );
}
