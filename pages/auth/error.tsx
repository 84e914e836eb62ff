import { ExclamationCircleFilled } from '@ant-design/icons';
import { useRouter } from 'next/router';
import { CenteredPage } from '@/components/auth/centered-page';
import { ButtonLink } from '@/components/ui/button';
import { ResultState } from '@/components/ui/result-state';
import { authError } from '@/locales/id/ui';
import { ownText } from '@/utils/own-text';

export default function AuthErrorPage() {
  const { query } = useRouter();
  const code = typeof query.error === 'string' ? query.error : 'Default';
  return (
    <CenteredPage title={authError.title}>
      <ResultState
        status="warning"
        icon={<ExclamationCircleFilled />}
        title={authError.title}
        subTitle={ownText(authError.errors, code, authError.errors.Default)}
        extra={<ButtonLink type="primary" href="/helpdesk/auth/signin">{authError.retry}</ButtonLink>}
      />
    </CenteredPage>
  );
}
