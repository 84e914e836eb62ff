import type { NextApiResponse } from 'next';
import { readPhoto, readSection, type SectionAnswer } from './read-section';

/** A section as JSON, or for `photo` the image itself (private: it is a person's photo). */
export async function serveSection({ nip, section, actor, res }: { nip: string; section: string; actor: number; res: NextApiResponse }): Promise<SectionAnswer | void> {
  if (section !== 'photo') return readSection({ nip, section, actor });
  const photo = await readPhoto({ nip, actor });
  res.setHeader('Content-Type', photo.contentType);
  res.setHeader('Cache-Control', 'private, max-age=300');
  res.setHeader('Content-Length', photo.bytes.length);
  res.status(200).end(photo.bytes);
}
