import type { CSSProperties, InputHTMLAttributes, ReactNode } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import styles from './checkbox.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'style'> & { children: ReactNode };

/** A labelled native checkbox that looks like antd's, without rc-checkbox's wrapper state. */
export function Checkbox({ children, ...input }: Props) {
  const colours = {
    '--checkbox-primary': token.colorPrimary,
    '--checkbox-border': token.colorBorder,
    '--checkbox-bg': token.colorBgContainer,
    '--checkbox-focus': token.colorPrimaryBorder,
    '--checkbox-disabled-bg': token.colorBgContainerDisabled,
    '--checkbox-disabled-text': token.colorTextDisabled,
  } as CSSProperties;
  return (
    <label className={styles.label} style={colours}>
      <input type="checkbox" className={styles.box} {...input} />
      <span>{children}</span>
    </label>
  );
}
