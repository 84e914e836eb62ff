import { Button, Result } from 'antd';
import { useRouter } from 'next/router';
import { CenteredPage } from '@/components/auth/centered-page';
import { authError } from '@/locales/id';
import { ownText } from '@/utils/own-text';

export default function AuthErrorPage() {
  const { query } = useRouter();
  const code = typeof query.error === 'string' ? query.error : 'Default';
  return (
    <CenteredPage title={authError.title}>
      <Result
        status="warning"
        title={authError.title}
        subTitle={ownText(authError.errors, code, authError.errors.Default)}
        extra={
          <Button type="primary" href="/helpdesk/auth/signin">{authError.retry}</Button>
        }
      />
    </CenteredPage>
  );
}
