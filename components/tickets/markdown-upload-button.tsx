import { Button, Flex, Progress, Upload } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { ticketsText } from '@/locales/id';
import { useUploadFile } from '@/hooks/tickets/use-upload-file';
import { useNotify } from '@/components/ui/use-notify';
import type { UploadedFile } from '@/services/uploads';

/** Picks an image, uploads it with a progress bar and hands the stored file to `onUploaded`. */
export function MarkdownUploadButton({ onUploaded, disabled }: { onUploaded: (file: UploadedFile) => void; disabled?: boolean }) {
  const upload = useUploadFile();
  const notify = useNotify();
  const handle = async (file: File) => {
    // uploadFile logs a failure and resolves undefined (spec section 8); the toast is for the person typing.
    const stored = await upload.mutateAsync(file);
    if (stored) onUploaded(stored);
    else notify.failed(ticketsText.editor.uploadFailed);
  };
  return (
    <Flex align="center" gap={12}>
      <Upload
        accept="image/*"
        showUploadList={false}
        disabled={disabled || upload.isPending}
        beforeUpload={(file) => {
          void handle(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button size="small" icon={<PictureOutlined />} loading={upload.isPending} disabled={disabled}>
          {ticketsText.editor.upload}
        </Button>
      </Upload>
      {upload.progress !== null && (
        <Progress percent={upload.progress} size="small" style={{ width: 160, margin: 0 }} data-testid="upload-progress" />
      )}
    </Flex>
  );
}
