import { cloneElement, isValidElement, type ReactNode } from 'react';
import type { PaginationProps } from 'antd';
import { shellText } from '@/locales/id';

const NAMES: Partial<Record<string, string>> = {
  prev: shellText.previousPage,
  next: shellText.nextPage,
  'jump-prev': shellText.previousPages,
  'jump-next': shellText.nextPages,
};

/**
 * antd's previous/next buttons hold only an icon labelled "left"/"right" (English icon names):
 * each gets an Indonesian name. Pass as `pagination.itemRender` of a Table or List.
 */
export const paginationItemRender: NonNullable<PaginationProps['itemRender']> = (_page, type, original: ReactNode) => {
  const name = NAMES[type];
  return name && isValidElement(original) ? cloneElement(original as React.ReactElement<Record<string, unknown>>, { 'aria-label': name }) : original;
};
