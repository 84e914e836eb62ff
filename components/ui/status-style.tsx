import type { ReactNode } from 'react';
import { CheckCircleOutlined, ClockCircleOutlined, MinusCircleOutlined, SyncOutlined } from '@ant-design/icons';

export interface StatusStyle {
  /** antd Tag colour (preset status or hex). */
  tag: string;
  /** The same colour as a hex, for cards and charts. */
  accent: string;
  icon: ReactNode;
}

// Spec section 4: DIAJUKAN warning with a clock, DIKERJAKAN processing, SELESAI success;
// any other status (DITOLAK) black with a default icon.
const STYLES: Record<string, StatusStyle> = {
  DIAJUKAN: { tag: 'warning', accent: '#faad14', icon: <ClockCircleOutlined /> },
  DIKERJAKAN: { tag: 'processing', accent: '#1677ff', icon: <SyncOutlined spin /> },
  SELESAI: { tag: 'success', accent: '#52c41a', icon: <CheckCircleOutlined /> },
};
const OTHER: StatusStyle = { tag: '#000000', accent: '#000000', icon: <MinusCircleOutlined /> };

export function statusStyle(code: string): StatusStyle {
  return STYLES[code] ?? OTHER;
}
