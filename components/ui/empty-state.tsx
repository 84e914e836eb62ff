import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { shellText } from '@/locales/id';

/**
 * The one empty-state look: antd's simple image, an Indonesian sentence and an optional action.
 * Also antd's default for every Table, List and Select (ConfigProvider renderEmpty in
 * area-theme-root), so lists that pass nothing still look the same.
 */
export function EmptyState({ description = shellText.empty, action }: { description?: ReactNode; action?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} data-testid="empty-state">
      {action}
    </Empty>
  );
}
