import type { CardProps } from 'antd';

/** Card titles wrap on a phone instead of ending in "…" (antd cuts them to one line). */
export const WRAPPING_TITLE: CardProps['styles'] = { title: { whiteSpace: 'normal' }, header: { flexWrap: 'wrap', paddingBlock: 8 } };
