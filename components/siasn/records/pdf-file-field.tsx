import type { ReactNode } from 'react';
import { Progress, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { FormField } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { PDF } from './document-rules';

interface PdfFileFieldProps {
  id: string;
  label: string;
  pickLabel: string;
  error?: string;
  /** Required unless false (a history entry's document may follow later). */
  required?: boolean;
  /** A line under the picker while it has no error. */
  hint?: string;
  file: File | null;
  /** Checks the picked file and keeps it; false keeps antd from sending it on its own. */
  onPick: (file: File) => boolean;
  onRemove: () => void;
}

/**
 * A form's PDF document: picked here, sent with the form (the usulan, SK KP and history-entry forms). Draws antd:
 * for modules in an AntdScope.
 */
export function PdfFileField({ id, label, pickLabel, error, required = true, hint, file, onPick, onRemove }: PdfFileFieldProps) {
  const fileList: UploadFile[] = file ? [{ uid: id, name: file.name, status: 'done', size: file.size, type: file.type }] : [];
  return (
    <FormField htmlFor={id} label={label} required={required} error={error} hint={error ? undefined : hint}>
      <Upload accept={`${PDF},.pdf`} maxCount={1} beforeUpload={onPick} fileList={fileList} onRemove={onRemove}>
        <Button id={id} icon={<UploadOutlined aria-hidden />} aria-describedby={`${id}-error`}>
          {pickLabel}
        </Button>
      </Upload>
    </FormField>
  );
}

interface UploadStatusProps {
  /** Percent sent, or null before sending. */
  progress: number | null;
  refusal: string | null;
  uploadingLabel: string;
  refusalTestId: string;
  /** The form's buttons, under the status. */
  children: ReactNode;
}

/** The upload's progress bar while it is sent, the refusal when the API said no, then the buttons. */
export function UploadStatus({ progress, refusal, uploadingLabel, refusalTestId, children }: UploadStatusProps) {
  return (
    <Flex vertical gap={12}>
      {progress !== null && (
        <div data-testid="upload-progress" role="status" aria-label={uploadingLabel}>
          <Progress percent={progress} size="small" aria-label={uploadingLabel} />
        </div>
      )}
      {refusal && (
        <Notice type="error" data-testid={refusalTestId}>
          {refusal}
        </Notice>
      )}
      {children}
    </Flex>
  );
}
