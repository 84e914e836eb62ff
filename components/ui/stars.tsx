import { StarFilled } from '@ant-design/icons';
import { theme } from 'antd';

const MAX = 5;
// antd Rate's colours: its star yellow, and colorFillContent for the stars not given.
const STAR_YELLOW = '#fadb14';

/**
 * A rating that is only read (the header's stars, a saved feedback): five stars as one image named
 * `label`, not antd's Rate with five disabled radios.
 */
export function Stars({ value, label, size = 20, 'data-testid': testId }: { value: number; label: string; size?: number; 'data-testid'?: string }) {
  const { token } = theme.useToken();
  return (
    <span role="img" aria-label={label} data-stars={value} data-testid={testId} style={{ display: 'inline-flex', gap: size * 0.4, fontSize: size, lineHeight: 1 }}>
      {Array.from({ length: MAX }, (_, i) => (
        <StarFilled key={i} aria-hidden style={{ color: i < value ? STAR_YELLOW : token.colorFillContent }} />
      ))}
    </span>
  );
}
