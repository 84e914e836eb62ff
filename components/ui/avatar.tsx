import { SvgIcon } from './svg-icon';

/**
 * A round photo, or a person icon on the area accent (styles/shell.css), as antd's Avatar: 32 px,
 * 24 px `small`, or `size` px (a profile's 64).
 */
export function Avatar({ src, small = false, size }: { src?: string | null; small?: boolean; size?: number }) {
  return (
    <span className={`shell-avatar${small ? ' is-small' : ''}`} style={size ? { width: size, height: size, fontSize: size / 2 } : undefined}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a provider's photo of any size */}
      {src ? <img src={src} alt="" /> : <SvgIcon name="user" aria-hidden />}
    </span>
  );
}
