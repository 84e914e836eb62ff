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

type Look = Pick<ButtonProps, 'type' | 'size' | 'block' | 'shape' | 'danger' | 'ghost' | 'loading' | 'className'>;

function buttonClasses({ type = 'default', size = 'middle', block, shape, danger, ghost, loading, className }: Look): string {
  return [
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
  ]
    .filter(Boolean)
    .join(' ');
}

function Content({ icon, children }: { icon?: ReactNode; children?: ReactNode }) {
  return (
    <>
      {icon}
      {children !== undefined && children !== null && children !== false && <span>{children}</span>}
    </>
  );
}

/**
 * A button that looks like antd's (styles/shell.css, from the theme tokens). antd's Button brings
 * its wave effect and, through its colour tokens, the colour picker and Collapse (~15 kB gzip) to
 * every page with a button.
 */
export function Button({ type, htmlType = 'button', size, block, shape, danger, ghost, icon, loading, disabled, className, children, onClick, ...rest }: ButtonProps) {
  return (
    <button
      type={htmlType}
      className={buttonClasses({ type, size, block, shape, danger, ghost, loading, className })}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      <Content icon={loading ? <Spinner /> : icon}>{children}</Content>
    </button>
  );
}

type ButtonLinkProps = Omit<ComponentPropsWithRef<'a'>, 'type'> & Omit<Look, 'loading'> & { icon?: ReactNode };

/** A real link drawn as a button (antd's Button with href). */
export function ButtonLink({ type, size, block, shape, danger, ghost, icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a className={buttonClasses({ type, size, block, shape, danger, ghost, className })} {...rest}>
      <Content icon={icon}>{children}</Content>
    </a>
  );
}
