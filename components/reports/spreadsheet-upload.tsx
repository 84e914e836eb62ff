import { useState, type ReactNode } from 'react';
import { Progress, Upload, type UploadProps } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import { UploadOutlined } from '@ant-design/icons';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { apiErrorMessage } from '@/services/api';
import { spreadsheetErrorsOf, type OnProgress } from '@/services/spreadsheets';
import { pickedSpreadsheetProblem, XLSX_ACCEPT, type ReplaceCounts } from '@/utils/schemas/spreadsheets';
import { useSpreadsheetUpload } from '@/hooks/personnel-reports/use-spreadsheet-upload';
import type { Refusal } from '@/components/ref-jft/ref-jft-upload';
import { SpreadsheetErrors } from '@/components/ref-jft/spreadsheet-errors';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Paragraph } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';

const t = personnelReportsText.upload;

interface Props {
  label: string;
  hint: string;
  /** Sends the file (an upload route of server/spreadsheets). */
  upload: (file: File, onProgress?: OnProgress) => Promise<ReplaceCounts>;
  /** What the replaced table shows, read again after a good upload. */
  refresh: QueryKey;
  done: (counts: ReplaceCounts) => string;
  /** Before the upload button (a template link). */
  children?: ReactNode;
}

/** Why a picked file is not sent at all (the server checks the content; this spares a pointless upload). */
const problemOf = (file: File) => {
  const problem = pickedSpreadsheetProblem(file);
  return problem && t[problem];
};

/**
 * An xlsx upload that replaces a table, all or nothing: the button, the upload's progress, and a
 * refused file's row errors in a table (nothing changed then).
 */
export function SpreadsheetUpload({ label, hint, upload, refresh, done, children }: Props) {
  const mutation = useSpreadsheetUpload(upload, refresh);
  const notify = useNotify();
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const send = async (file: File) => {
    setPercent(0);
    setRefusal(null);
    try {
      notify.success(done(await mutation.mutateAsync({ file, onProgress: setPercent })));
    } catch (error) {
      const errors = spreadsheetErrorsOf(error);
      if (errors) setRefusal({ message: apiErrorMessage(error), errors });
      else notify.failed(apiErrorMessage(error, t.failed));
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
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        {children}
        <Upload accept={XLSX_ACCEPT} showUploadList={false} beforeUpload={beforeUpload} customRequest={({ file }) => void send(file as File)} disabled={percent !== null}>
          <Button type="primary" icon={<UploadOutlined aria-hidden />} disabled={percent !== null}>
            {label}
          </Button>
        </Upload>
      </Flex>
      <Paragraph secondary style={{ margin: 0 }}>
        {hint}
      </Paragraph>
      {percent !== null && (
        <div data-testid="upload-progress" role="status" aria-label={t.uploading} style={{ maxWidth: 320 }}>
          <Progress percent={percent} size="small" status="active" />
        </div>
      )}
      {refusal && <SpreadsheetErrors message={refusal.message} errors={refusal.errors} />}
    </Flex>
  );
}
