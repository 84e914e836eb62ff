import { Button, Result } from 'antd';
import Link from 'next/link';
import { ui } from '@/locales/id';

export function NotAuthorized() {
  return (
    <Result
      status="403"
      title={ui.notAuthorized}
      subTitle={ui.notAuthorizedHint}
      extra={
        <Link href="/">
          <Button type="primary">{ui.backHome}</Button>
        </Link>
      }
    />
  );
}
