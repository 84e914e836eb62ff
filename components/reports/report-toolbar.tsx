import type { ReactNode } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { ButtonLink } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { SearchInput } from '@/components/ui/search-input';

const t = personnelReportsText.common;

interface Props {
  searchLabel: string;
  search: string;
  onSearch: (text: string) => void;
  /** The filters, after the search. */
  children: ReactNode;
  /** The whole filtered list as a file: its link text and address. */
  downloads: { label: string; href: string }[];
}

/** The search field (asked as one types), a report's filters and its download links. */
export function ReportToolbar({ searchLabel, search, onSearch, children, downloads }: Props) {
  return (
    <Flex gap={8} wrap align="center" role="group" aria-label={t.filters}>
      <SearchInput label={searchLabel} placeholder={searchLabel} value={search} onChange={onSearch} onSearch={onSearch} style={{ width: 260, maxWidth: '100%' }} />
      {children}
      {downloads.map((download) => (
        <ButtonLink key={download.label} href={download.href} download icon={<DownloadOutlined aria-hidden />}>
          {download.label}
        </ButtonLink>
      ))}
    </Flex>
  );
}
