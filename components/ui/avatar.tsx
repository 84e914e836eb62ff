import { UserOutlined } from '@ant-design/icons';

/** A round photo, or a person icon on the area accent (styles/shell.css), as antd's Avatar. */
export function Avatar({ src, small = false }: { src?: string | null; small?: boolean }) {
  return (
    <span className={`shell-avatar${small ? ' is-small' : ''}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a provider's photo of any size */}
      {src ? <img src={src} alt="" /> : <UserOutlined aria-hidden />}
    </span>
  );
}
