import { DownloadOutlined } from '@ant-design/icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { Text } from '@/components/ui/text';
import { webinarsText } from '@/locales/id/webinars';
import { certificateUrl } from '@/services/webinars';
import type { WebinarProgress } from '@/utils/schemas/webinars';

const t = webinarsText.detail;

/** "Unduh sertifikat": a link once attended, posttest taken and survey answered; until then a disabled button saying what is missing. */
export function CertificateButton({ webinarId, progress }: { webinarId: number; progress: WebinarProgress }) {
  if (progress.certificate_ready) {
    return (
      <ButtonLink type="primary" href={certificateUrl(webinarId)} download icon={<DownloadOutlined aria-hidden />}>
        {t.certificate}
      </ButtonLink>
    );
  }
  return (
    <div>
      <Button disabled icon={<DownloadOutlined aria-hidden />} aria-describedby="certificate-missing">
        {t.certificate}
      </Button>
      <p id="certificate-missing">
        <Text secondary>
          {t.certificateWaits} ({progress.missing.map((m) => t.missing[m]).join(', ')})
        </Text>
      </p>
    </div>
  );
}
