import { formatFileSize } from '@/utils/format/file-size';
import { useState } from 'react';
import { Button, Flex, Progress, Upload, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { usePodcastMutations } from '@/hooks/podcasts/use-podcasts';
import { podcastsText } from '@/locales/id/podcasts';
import { apiErrorMessage } from '@/services/api';
import { Text } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';
import type { PodcastAdminView, PodcastMedia } from '@/utils/schemas/podcasts';
import { PodcastCover } from './podcast-cover';

const t = podcastsText.form;
// What the picker offers; the server reads the real type from the content (415 otherwise).
const ACCEPT: Record<PodcastMedia, string> = {
  audio: 'audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,audio/wav,.mp3,.m4a,.ogg,.oga,.opus,.wav',
  cover: 'image/png,image/jpeg,image/webp',
};
const HINT: Record<PodcastMedia, string> = { audio: t.audioHint, cover: t.coverHint };

/** An episode's audio or cover: what it has now, and an upload (a new file replaces it) with its progress. */
export function PodcastMediaUpload({ podcast, media }: { podcast: PodcastAdminView; media: PodcastMedia }) {
  const { upload } = usePodcastMutations();
  const notify = useNotify();
  const [percent, setPercent] = useState<number | null>(null);
  const current = media === 'audio' ? podcast.audio_url : podcast.cover_url;
  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    setPercent(0);
    upload
      .mutateAsync({ id: podcast.id, media, file: file as File, onProgress: setPercent })
      .then(() => notify.success(t.uploaded[media]))
      .catch((error: unknown) => notify.failed(apiErrorMessage(error, t.uploadFailed)))
      .finally(() => setPercent(null));
  };
  return (
    <Flex vertical gap={8} data-testid={`podcast-${media}-upload`}>
      <Text strong>{media === 'audio' ? t.audio : t.cover}</Text>
      {media === 'cover' ? (
        current ? <PodcastCover url={current} alt={t.coverAlt(podcast.title)} size={120} /> : <Text secondary>{t.noCoverYet}</Text>
      ) : current ? (
        <>
          <Text secondary>{t.currentAudio(formatFileSize(podcast.audio_size ?? 0))}</Text>
          <audio controls preload="none" src={current} aria-label={t.audio} style={{ width: '100%', maxWidth: 420 }} />
        </>
      ) : (
        <Text secondary>{t.noAudioYet}</Text>
      )}
      <Upload accept={ACCEPT[media]} showUploadList={false} customRequest={customRequest} disabled={percent !== null}>
        <Button icon={<UploadOutlined aria-hidden />} disabled={percent !== null}>
          {current ? t.replace[media] : t.upload[media]}
        </Button>
      </Upload>
      <Text secondary>{HINT[media]}</Text>
      {percent !== null && (
        <div data-testid="upload-progress" role="status" aria-label={t.uploading} style={{ maxWidth: 320 }}>
          <Progress percent={percent} size="small" status="active" />
        </div>
      )}
    </Flex>
  );
}
