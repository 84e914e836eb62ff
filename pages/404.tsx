import { FileSearchOutlined } from '@ant-design/icons';
import { CenteredPage } from '@/components/auth/centered-page';
import { ButtonLink } from '@/components/ui/button';
import { ResultState } from '@/components/ui/result-state';
import { ui } from '@/locales/id/ui';

export default function NotFoundPage() {
  return (
    <CenteredPage title={ui.notFound.title}>
      <ResultState
        status="404"
        icon={<FileSearchOutlined />}
        title={ui.notFound.title}
        subTitle={ui.notFound.hint}
        extra={<ButtonLink type="primary" href="/helpdesk">{ui.backHome}</ButtonLink>}
      />
    </CenteredPage>
  );
}
