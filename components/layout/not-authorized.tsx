import { Button, Result } from 'antd';
import { ui } from '@/locales/id';

export function NotAuthorized() {
  return (
    <Result
      status="403"
      title={ui.notAuthorized}
      subTitle={ui.notAuthorizedHint}
      extra={
        <Button type="primary" href="/helpdesk">{ui.backHome}</Button>
      }
    />
  );
}
