import { DownloadOutlined } from '@ant-design/icons';
import { ButtonLink } from '@/components/ui/button';
import { webinarsText } from '@/locales/id/webinars';
import { certificateUrl } from '@/services/webinars';

/** "Unduh sertifikat": the last step, open once attended, posttest taken and survey answered (the steps before it say what is left). */
export function CertificateButton({ webinarId }: { webinarId: number }) {
  return (
    <ButtonLink type="primary" href={certificateUrl(webinarId)} download icon={<DownloadOutlined aria-hidden />}>
      {webinarsText.detail.certificate}
    </ButtonLink>
  );
}
