import { StopOutlined } from '@ant-design/icons';
import { ButtonLink } from '@/components/ui/button';
import { ResultState } from '@/components/ui/result-state';
import { ui } from '@/locales/id/ui';

export function NotAuthorized() {
  return (
    <ResultState
      status="403"
      icon={<StopOutlined />}
      title={ui.notAuthorized}
      subTitle={ui.notAuthorizedHint}
      extra={<ButtonLink type="primary" href="/helpdesk">{ui.backHome}</ButtonLink>}
    />
  );
}
