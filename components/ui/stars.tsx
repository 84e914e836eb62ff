import { StarFilled } from '@ant-design/icons';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';

const MAX = 5;
// antd Rate's colours: its star yellow, and colorFillContent for the stars not given.
const STAR_YELLOW = '#fadb14';

/** A grey star with its first half yellow (an average of 3.5), as antd Rate's allowHalf draws it. */
function HalfStar({ empty }: { empty: string }) {
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <StarFilled aria-hidden style={{ color: empty }} />
      <span style={{ position: 'absolute', insetInlineStart: 0, width: '50%', overflow: 'hidden' }}>
        <StarFilled aria-hidden style={{ color: STAR_YELLOW }} />
      </span>
    </span>
  );
}

/**
 * A rating that is only read (the header's stars, a saved feedback, an average): five stars as one
 * image named `label`, not antd's Rate with five disabled radios. A value ending in .5 shows a half star.
 */
export function Stars({ value, label, size = 20, 'data-testid': testId }: { value: number; label: string; size?: number; 'data-testid'?: string }) {
  const empty = token.colorFillContent;
  return (
    <span role="img" aria-label={label} data-stars={value} data-testid={testId} style={{ display: 'inline-flex', gap: size * 0.4, fontSize: size, lineHeight: 1 }}>
      {Array.from({ length: MAX }, (_, i) =>
        value - i === 0.5 ? <HalfStar key={i} empty={empty} /> : <StarFilled key={i} aria-hidden style={{ color: i < value ? STAR_YELLOW : empty }} />,
      )}
    </span>
  );
}
