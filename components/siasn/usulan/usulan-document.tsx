import { siasnServicesText } from '@/locales/id/siasn-services';
import { apiErrorMessage, isApiError } from '@/services/api';
import { PdfFileField, UploadStatus } from '@/components/siasn/records/pdf-file-field';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';

const t = siasnServicesText.usulan;

/** What a drawer shows when the API said no: SIASN's refusal in its own words, or the API's message. */
export function refusalOf(error: unknown): string {
  const code = isApiError(error) ? error.response?.data?.code : undefined;
  return code === 'SIASN_REJECTED' ? siasnServicesText.rejected(apiErrorMessage(error)) : apiErrorMessage(error);
}

interface Props {
  id: string;
  /** The document's name, e.g. "Ijazah". */
  documentName: string;
  error: string | undefined;
  file: File | null;
  onPick: (file: File) => boolean;
  onRemove: () => void;
  progress: number | null;
  refusal: string | null;
  refusalTestId: string;
  sendLabel: string;
  sending: boolean;
  onClose: () => void;
}

/** The end of a proposal drawer: its PDF, the upload's progress or refusal, and send / cancel. */
export function UsulanDocument({ id, documentName, error, file, onPick, onRemove, progress, refusal, refusalTestId, sendLabel, sending, onClose }: Props) {
  return (
    <>
      <PdfFileField id={id} label={t.documentNamed(documentName)} pickLabel={t.pickFile} error={error} file={file} onPick={onPick} onRemove={onRemove} />
      <UploadStatus progress={progress} refusal={refusal} uploadingLabel={t.uploading} refusalTestId={refusalTestId}>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={sending}>
            {sendLabel}
          </Button>
          <Button onClick={onClose}>{t.cancel}</Button>
        </Flex>
      </UploadStatus>
    </>
  );
}
