import { useState } from 'react';
import { Progress, Upload, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { apiErrorMessage } from '@/services/api';
import { spreadsheetErrorsOf } from '@/services/spreadsheets';
import { can } from '@/utils/permissions';
import { useUploadMfa } from '@/hooks/personnel-reports/use-rekon';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import type { Refusal } from '@/components/ref-jft/ref-jft-upload';
import { SpreadsheetErrors } from '@/components/ref-jft/spreadsheet-errors';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Paragraph } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';

const t = personnelReportsText.rekon.upload;
const u = personnelReportsText.upload;
const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_BYTES = 5 * 1024 * 1024;

/** Why a picked file is not sent at all (the server checks the content; this spares a pointless upload). */
const problemOf = (file: File) => (!file.name.toLowerCase().endsWith('.xlsx') ? u.notXlsx : file.size > MAX_BYTES ? u.tooBig : null);

/**
 * "Unggah daftar aktivasi MFA" (for those who may) with the upload's progress; a refused file
 * shows every row error in a table, and the counts stay as they were.
 */
export function MfaUpload() {
  const allowed = can(useCurrentUser(), 'manage-personnel-reports');
  const upload = useUploadMfa();
  const notify = useNotify();
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  if (!allowed) return null;

  const send = async (file: File) => {
    setPercent(0);
    setRefusal(null);
    try {
      const { inserted, removed } = await upload.mutateAsync({ file, onProgress: setPercent });
      notify.success(t.done(inserted, removed));
    } catch (error) {
      const errors = spreadsheetErrorsOf(error);
      if (errors) setRefusal({ message: apiErrorMessage(error), errors });
      else notify.failed(apiErrorMessage(error, u.failed));
    } finally {
      setPercent(null);
    }
  };
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = problemOf(file);
    if (problem) notify.failed(problem);
    return problem ? Upload.LIST_IGNORE : true;
  };

  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.title}</h2>} data-testid="rekon-mfa-upload">
      <Flex vertical gap={12}>
        <Upload accept={XLSX} showUploadList={false} beforeUpload={beforeUpload} customRequest={({ file }) => void send(file as File)} disabled={percent !== null}>
          <Button type="primary" icon={<UploadOutlined aria-hidden />} disabled={percent !== null}>
            {t.pick}
          </Button>
        </Upload>
        <Paragraph secondary style={{ margin: 0 }}>
          {t.hint}
        </Paragraph>
        {percent !== null && (
          <div data-testid="upload-progress" role="status" aria-label={u.uploading} style={{ maxWidth: 320 }}>
            <Progress percent={percent} size="small" status="active" />
          </div>
        )}
        {refusal && <SpreadsheetErrors message={refusal.message} errors={refusal.errors} />}
      </Flex>
    </Panel>
  );
}
