import { Button, Result } from 'antd';
import { CenteredPage } from '@/components/auth/centered-page';
import { ui } from '@/locales/id';

export default function NotFoundPage() {
  return (
    <CenteredPage title={ui.notFound.title}>
      <Result
        status="404"
        title={ui.notFound.title}
        subTitle={ui.notFound.hint}
        extra={
          <Button type="primary" href="/helpdesk">{ui.backHome}</Button>
        }
      />
    </CenteredPage>
  );
}
