import { useState, type FormEvent } from 'react';
import { Drawer } from 'antd';
import { siasnServicesText } from '@/locales/id/siasn-services';
import { useResendUsulan } from '@/hooks/siasn/use-usulan';
import { withAntdScope } from '@/components/ui/antd-scope';
import { Flex } from '@/components/ui/flex';
import { Text } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';
import { formatRecordDate } from '@/utils/format/record-date';
import type { UsulanRow } from '@/utils/schemas/siasn-usulan';
import { documentProblem } from './usulan-drawer';
import { refusalOf, UsulanDocument } from './usulan-document';

const t = siasnServicesText.usulan;

interface Props {
  open: boolean;
  onClose: () => void;
  nip: string | null;
  row: UsulanRow;
}

/**
 * The new PDF of a proposal SIASN sent back for its documents, sent as multipart to
 * /siasn/ws/pns/usulan/{id}/dokumen with a progress bar; SIASN's refusal shows in its own words.
 */
function ResendDrawer({ open, onClose, nip, row }: Props) {
  const resend = useResendUsulan(nip);
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const pick = (picked: File) => {
    const found = documentProblem(picked);
    setProblem(found ?? undefined);
    setFile(found ? null : picked);
    setRefusal(null);
    return false; // kept here; sent with the form
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(problem ?? t.noFile);
    setProgress(0);
    try {
      await resend.mutateAsync({ id: row.id, file, onProgress: setProgress });
      notify.success(t.resent);
      setFile(null);
      setProgress(null);
      onClose();
    } catch (error) {
      setProgress(null);
      setRefusal(refusalOf(error));
    }
  };

  return (
    <Drawer open={open} onClose={onClose} title={t.resendTitle} size="default" destroyOnHidden>
      <form noValidate onSubmit={(event) => void send(event)} data-testid="usulan-resend-form" aria-label={t.resendTitle}>
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Text strong>{t.resendFor(row.jenis_layanan_nama, formatRecordDate(row.tgl_usulan))}</Text>
          {row.keterangan.trim() && <Text>{`${t.note}: ${row.keterangan}`}</Text>}
        </Flex>
        <UsulanDocument
          id="usulan-resend-file"
          documentName={row.document ?? ''}
          error={problem}
          file={file}
          onPick={pick}
          onRemove={() => setFile(null)}
          progress={progress}
          refusal={refusal}
          refusalTestId="usulan-resend-refusal"
          sendLabel={t.resendSend}
          sending={resend.isPending}
          onClose={onClose}
        />
      </form>
    </Drawer>
  );
}

export default withAntdScope(ResendDrawer);
