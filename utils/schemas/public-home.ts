import type { Session } from 'next-auth';
import type { ServicePageCard } from './service-catalogue';

/** What the signed-out home is drawn from, read on the server (server/pages/home-page-props.ts). */
export interface PublicHomeProps {
  /** The first published services of the catalogue, in its order. */
  services: Pick<ServicePageCard, 'slug' | 'title' | 'summary'>[];
}

/** Beranda's props: the session, or no session and the public home's content. */
export type HomePageProps = { session: Session; publicHome?: undefined } | { session: null; publicHome: PublicHomeProps };
