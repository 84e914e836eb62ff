import Link from 'next/link';
import { PublicPage } from '@/components/layout/public-page';
import { ButtonLink } from '@/components/ui/button';
import { casnText } from '@/locales/id/casn';
import { publicText as t } from '@/locales/id/landing';
import type { PublicHomeProps } from '@/utils/schemas/public-home';
import { SignInGuide } from './sign-in-guide';
import styles from './public-home.module.css';

const ENTRIES = [
  { href: '/web/publikasi-casn', title: t.home.entries.casnPublications, text: casnText.publicationsIntro },
  { href: '/web/nilai-casn', title: t.home.entries.casnScores, text: casnText.scoresIntro },
  { href: '/faq', title: t.home.entries.faq, text: t.home.entries.faqText },
];

/**
 * Beranda for a signed-out visitor (docs/public-home.md): what the portal is, the one way in with
 * which sign-in is whose, and the public services. Everything comes with the HTML (no request
 * from the browser, no carousel), so the largest paint is the heading or the lead.
 */
export function PublicHome({ services }: PublicHomeProps) {
  return (
    <PublicPage title={t.home.title} maxWidth={1200} home>
      <div className={styles.intro}>
        <div className={styles.lead}>
          <h1 className={styles.title}>{t.home.heading}</h1>
          <p className={styles.leadText}>{t.home.lead}</p>
        </div>
        <section className={styles.signIn} aria-labelledby="masuk" id="masuk-info">
          <h2 id="masuk" className={styles.sectionTitle}>
            {t.signIn.title}
          </h2>
          <p>{t.signIn.lead}</p>
          <SignInGuide />
          <ButtonLink type="primary" size="large" href="/helpdesk/auth/signin" data-testid="public-sign-in">
            {t.signIn.action}
          </ButtonLink>
        </section>
      </div>

      <section aria-labelledby="layanan" className={styles.section}>
        <h2 id="layanan" className={styles.sectionTitle}>
          {t.home.servicesTitle}
        </h2>
        <p className={styles.muted}>{t.home.servicesLead}</p>
        {services.length === 0 ? (
          <p>{t.home.noServices}</p>
        ) : (
          <ul className={styles.cards} data-testid="public-services">
            {services.map((s) => (
              <li key={s.slug}>
                <Link href={`/layanan/kepegawaian/${s.slug}`} className={styles.cardLink}>
                  {s.title}
                </Link>
                <p>{s.summary}</p>
              </li>
            ))}
          </ul>
        )}
        <Link href="/layanan/kepegawaian" className={styles.more}>
          {t.home.allServices}
        </Link>
      </section>

      <section aria-labelledby="umum" className={styles.section}>
        <h2 id="umum" className={styles.sectionTitle}>
          {t.home.publicTitle}
        </h2>
        <ul className={styles.cards}>
          {ENTRIES.map((e) => (
            <li key={e.href}>
              <Link href={e.href} className={styles.cardLink}>
                {e.title}
              </Link>
              <p>{e.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </PublicPage>
  );
}
