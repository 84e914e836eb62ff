import { useRouter } from 'next/router';
import { withQuery } from '@/utils/query';
import { readPageParams } from '@/utils/query/url-params';

/** page & limit read from and written to the URL, so a paginated page can be shared. */
export function usePageParams() {
  const router = useRouter();
  const { page, limit } = readPageParams(router.query);
  /** antd's onChange: a new page size starts again from page 1. */
  const onPageChange = (nextPage: number, nextLimit: number) =>
    void router.push(withQuery(router.pathname, { page: nextLimit === limit ? nextPage : 1, limit: nextLimit }), undefined, { shallow: true });
  return { page, limit, onPageChange };
}
