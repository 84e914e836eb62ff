import { useId, type CSSProperties } from 'react';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import styles from './segmented-choice.module.css';

interface Props<T extends string> {
  /** The group's accessible name. */
  label: string;
  value: T;
  options: { value: T; label: string; disabled?: boolean }[];
  onChange: (value: T) => void;
}

/**
 * One of a few choices in antd's Segmented look: native radios (arrow keys move between them),
 * drawn from the same tokens. antd's Segmented brings ~10 kB minified of motion for two or three
 * options.
 */
export function SegmentedChoice<T extends string>({ label, value, options, onChange }: Props<T>) {
  const name = useId();
  const vars = {
    '--seg-track-bg': token.colorBgLayout,
    '--seg-item-color': token.colorTextLabel,
    '--seg-item-hover-bg': token.colorFillSecondary,
    '--seg-selected-bg': token.colorBgElevated,
    '--seg-selected-color': token.colorText,
    '--seg-shadow': token.boxShadowTertiary,
    '--seg-focus': token.colorPrimary,
    '--seg-pad': `${token.lineWidthBold}px`,
    '--seg-radius': `${token.borderRadius}px`,
    '--seg-item-radius': `${token.borderRadiusSM}px`,
    '--seg-item-height': `${token.controlHeight - 2 * token.lineWidthBold}px`,
    '--seg-item-pad': `${token.controlPaddingHorizontal - token.lineWidth}px`,
    '--seg-motion': token.motionDurationMid,
  } as CSSProperties;
  return (
    <div role="radiogroup" aria-label={label} className={styles.track} style={vars}>
      {options.map((option) => (
        <label key={option.value} className={styles.item}>
          <input type="radio" name={name} value={option.value} checked={option.value === value} disabled={option.disabled} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}
