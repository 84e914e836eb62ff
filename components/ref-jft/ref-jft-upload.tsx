import { useState } from 'react';
import { Button, Flex, Progress, Upload, type UploadProps } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { refJftText } from '@/locales/id/ref-jft';
import { apiErrorMessage } from '@/services/api';
import { REF_JFT_TEMPLATE_URL } from '@/services/ref-jft';
import { spreadsheetErrorsOf } from '@/services/spreadsheets';
import { useUploadRefJft } from '@/hooks/ref-jft/use-ref-jft';
import { Paragraph } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';
import { pickedSpreadsheetProblem, XLSX_ACCEPT, type SpreadsheetError } from '@/utils/schemas/spreadsheets';

const t = refJftText.upload;

export interface Refusal {
  message: string;
  errors: SpreadsheetError[];
}

/** "Unduh templat" and "Unggah xlsx" with the upload's progress; a refused file hands its errors up. */
export function RefJftUpload({ onRefused }: { onRefused: (refusal: Refusal | null) => void }) {
  const upload = useUploadRefJft();
  const notify = useNotify();
  const [percent, setPercent] = useState<number | null>(null);

  // The server checks the content; these only spare a pointless upload.
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const kind = pickedSpreadsheetProblem(file);
    const problem = kind && t[kind];
    if (problem) notify.failed(problem);
    return problem ? Upload.LIST_IGNORE : true;
  };
  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    setPercent(0);
    onRefused(null);
    upload
      .mutateAsync({ file: file as File, onProgress: setPercent })
      .then(({ inserted, removed }) => notify.success(t.done(inserted, removed)))
      .catch((error: unknown) => {
        const errors = spreadsheetErrorsOf(error);
        if (errors) onRefused({ message: apiErrorMessage(error), errors });
        else notify.failed(apiErrorMessage(error, t.failed));
      })
      .finally(() => setPercent(null));
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Button href={REF_JFT_TEMPLATE_URL} download icon={<DownloadOutlined aria-hidden />}>
          {t.template}
        </Button>
        <Upload accept={XLSX_ACCEPT} showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest} disabled={percent !== null}>
          <Button type="primary" icon={<UploadOutlined aria-hidden />} disabled={percent !== null}>
            {t.pick}
          </Button>
        </Upload>
      </Flex>
      <Paragraph secondary style={{ margin: 0 }}>
        {t.hint}
      </Paragraph>
      {percent !== null && (
        <div data-testid="upload-progress" role="status" aria-label={t.uploading} style={{ maxWidth: 320 }}>
          <Progress percent={percent} size="small" status="active" />
        </div>
      )}
    </Flex>
  );
}
