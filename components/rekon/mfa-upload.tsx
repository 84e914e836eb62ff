import { personnelReportsText } from '@/locales/id/personnel-reports';
import { DownloadOutlined } from '@ant-design/icons';
import { MFA_TEMPLATE_URL, uploadMfaList } from '@/services/mfa';
import { can } from '@/utils/permissions';
import { rekonKeys } from '@/hooks/personnel-reports/keys';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { SpreadsheetUpload } from '@/components/reports/spreadsheet-upload';
import { ButtonLink } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';

const t = personnelReportsText.rekon.upload;

/** "Unggah daftar aktivasi MFA" with its template for those who may: the MFA counts are read again after it. */
export function MfaUpload() {
  const allowed = can(useCurrentUser(), 'manage-personnel-reports');
  if (!allowed) return null;
  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.title}</h2>} data-testid="rekon-mfa-upload">
      <SpreadsheetUpload label={t.pick} hint={t.hint} upload={uploadMfaList} refresh={rekonKeys.all} done={({ inserted, removed }) => t.done(inserted, removed)}>
        <ButtonLink href={MFA_TEMPLATE_URL} download icon={<DownloadOutlined aria-hidden />}>
          {t.template}
        </ButtonLink>
      </SpreadsheetUpload>
    </Panel>
  );
}
