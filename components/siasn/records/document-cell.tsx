import { useState } from 'react';
import { Button, Flex, Progress, Upload, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { siasnRecordsText as t } from '@/locales/id/siasn-records';
import type { SiasnRecord } from '@/services/siasn';
import { apiErrorMessage } from '@/services/api';
import { useUploadRecordDocument } from '@/hooks/siasn/use-record-mutations';
import { useNotify } from '@/components/ui/use-notify';
import { RECORD_KIND_INFO, type RecordKind } from '@/utils/catalogue/personnel-writes';
import { DocumentLink } from './document-link';
import { documentProblem, PDF } from './document-rules';
import { documentOf, recordIdOf } from './record-mapping';


// A fast upload (a small PDF on a good line) would flash the bar for a frame: it stays this long.
const MIN_PROGRESS_MS = 700;

interface Props {
  kind: RecordKind;
  row: SiasnRecord;
  nip: string | null;
  recordNip: string | null;
}

/** A row's document: "Lihat dokumen" when it has one, and "Unggah" a PDF (a new one replaces it) with the upload's progress. */
export function DocumentCell({ kind, row, nip, recordNip }: Props) {
  const upload = useUploadRecordDocument(kind, nip);
  const notify = useNotify();
  const [percent, setPercent] = useState<number | null>(null);
  const id = recordIdOf(kind, row);
  const has = documentOf(kind, row) !== null;
  const name = RECORD_KIND_INFO[kind].document.name;

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = documentProblem(file);
    if (problem) notify.failed(problem);
    return problem ? Upload.LIST_IGNORE : true;
  };
  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const started = Date.now();
    setPercent(0);
    upload
      .mutateAsync({ id, file: file as File, onProgress: setPercent })
      .then(({ message }) => {
        setPercent(100);
        notify.success(message);
      })
      .catch((error: unknown) => notify.failed(apiErrorMessage(error, t.uploadFailed)))
      .finally(() => setTimeout(() => setPercent(null), Math.max(0, MIN_PROGRESS_MS - (Date.now() - started))));
  };

  return (
    <Flex vertical gap={4} align="flex-start">
      <DocumentLink kind={kind} row={row} nip={recordNip} />
      <Upload accept={PDF} showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest} disabled={!id || percent !== null}>
        <Button size="small" icon={<UploadOutlined aria-hidden />} aria-label={has ? t.replaceRow(name) : t.uploadRow(name)} disabled={!id || percent !== null}>
          {t.upload}
        </Button>
      </Upload>
      {percent !== null && (
        <div data-testid="upload-progress" role="status" aria-label={t.uploading} style={{ width: 120 }}>
          <Progress percent={percent} size="small" status="active" />
        </div>
      )}
    </Flex>
  );
}
