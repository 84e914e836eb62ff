import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { ticketsText, ticketWorkText } from '@/locales/id';

interface Props {
  /** Hands the picked file to the editor, which uploads it and inserts the link. */
  onPick: (file: File) => void;
  /** Percent of the running upload (picked, pasted or dropped), null while idle. */
  progress: number | null;
  disabled?: boolean;
}

/** Picks an image for the editor; shows the running upload's progress and how to paste or drop instead. */
export function MarkdownUploadButton({ onPick, progress, disabled }: Props) {
  const busy = progress !== null;
  return (
    <Flex align="center" gap={12} wrap>
      <Upload
        accept="image/*"
        showUploadList={false}
        disabled={disabled || busy}
        beforeUpload={(file) => {
          onPick(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button size="small" icon={<PictureOutlined />} loading={busy} disabled={disabled}>
          {ticketsText.editor.upload}
        </Button>
      </Upload>
      {busy ? (
        <Progress
          percent={progress}
          size="small"
          style={{ width: 160, margin: 0 }}
          aria-label={ticketWorkText.upload.progress}
          data-testid="upload-progress"
        />
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {ticketWorkText.upload.dropHint}
        </Typography.Text>
      )}
    </Flex>
  );
}
