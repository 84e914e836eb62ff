import { SoundOutlined } from '@ant-design/icons';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';

/** An episode's square cover, or a tinted square with a sound icon until one is uploaded. */
export function PodcastCover({ url, alt, size }: { url: string | null; alt: string; size?: number }) {
  const box = { width: size ?? '100%', aspectRatio: '1 / 1', borderRadius: token.borderRadiusLG, display: 'block' } as const;
  if (url) return <img src={url} alt={alt} loading="lazy" style={{ ...box, objectFit: 'cover' }} />;
  return (
    <span role="img" aria-label={alt} style={{ ...box, display: 'grid', placeItems: 'center', background: token.colorInfoBg, color: token.colorInfo, fontSize: 40 }}>
      <SoundOutlined aria-hidden />
    </span>
  );
}
