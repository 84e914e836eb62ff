import type { ComponentType, ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import idID from 'antd/locale/id_ID';
import { SearchOutlined } from '@ant-design/icons';
import { useArea } from '@/components/layout/area-context';
import { shellText } from '@/locales/id/shell';
import { antdThemeFor } from '@/utils/theme';
import { EmptyState } from './empty-state';

const renderEmpty = () => <EmptyState />;
// antd's search button holds only an icon whose aria-label is the English icon name ("search"):
// every Input.Search gets an icon named in Indonesian, which names the button.
const INPUT_SEARCH = {
  searchIcon: (
    <span role="img" aria-label={shellText.search}>
      <SearchOutlined aria-hidden />
    </span>
  ),
};

/**
 * antd's theme (the area's), Indonesian locale and the portal's empty state, for antd parts.
 * Pages are drawn by the shell's own parts (components/ui) and carry no antd at start-up; the
 * parts that still use antd (dialogs, pickers, toasts) are loaded on demand and each wraps
 * itself in this scope (tests/unit/antd-scope.test.ts checks that).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const area = useArea();
  return (
    <ConfigProvider locale={idID} theme={antdThemeFor(area)} renderEmpty={renderEmpty} inputSearch={INPUT_SEARCH}>
      {children}
    </ConfigProvider>
  );
}

/** The component inside an AntdScope: for the default export of a module loaded on demand. */
export function withAntdScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  Scoped.displayName = `withAntdScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
