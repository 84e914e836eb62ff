import Link from 'next/link';
import { useRouter } from 'next/router';
import { publicText as t } from '@/locales/id/landing';
import { ui } from '@/locales/id/ui';
import styles from './public-page.module.css';

/** The public pages' navigation, in the header's order; "Masuk" (`/auth/signin`) follows it. */
export const PUBLIC_NAV = [
  { href: '/layanan/kepegawaian', label: t.nav.services },
  { href: '/web/publikasi-casn', label: t.nav.casnPublications },
  { href: '/web/nilai-casn', label: t.nav.casnScores },
  { href: '/faq', label: t.nav.faq },
] as const;

const SIGN_IN = '/auth/signin';

/** A link is current on its own page and on the pages below it (a service, a publication). */
const isCurrent = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/**
 * The header of every page a signed-out visitor sees (GOV.UK style): the agency's name, which
 * leads back to Beranda, the public pages, and "Masuk" as the one button.
 */
export function PublicHeader() {
  const { pathname } = useRouter();
  return (
    <header className={styles.header} data-testid="public-header">
      <div className={styles.bar}>
        <Link href="/" className={styles.brand} aria-label={t.homeLink(ui.appName)}>
          {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG */}
          <img src="/helpdesk/logo.svg" alt="" width={36} height={36} />
          <span>
            <span className={styles.appName}>{ui.appName}</span>
            <span className={styles.agency}>{ui.agency}</span>
          </span>
        </Link>
        <nav aria-label={t.nav.label} className={styles.nav}>
          <ul>
            {PUBLIC_NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Beside the name on a phone, after the menu on a wider screen (CSS order). */}
        <Link href={SIGN_IN} className={styles.signIn} aria-current={pathname === SIGN_IN ? 'page' : undefined} data-testid="public-header-sign-in">
          {t.nav.signIn}
        </Link>
      </div>
    </header>
  );
}
