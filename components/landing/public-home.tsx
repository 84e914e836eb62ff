import Link from 'next/link';
import type { ReactNode } from 'react';
import { PublicPage } from '@/components/layout/public-page';
import { ButtonLink } from '@/components/ui/button';
import { casnText } from '@/locales/id/casn';
import { publicText as t } from '@/locales/id/landing';
import type { PublicHomeProps } from '@/utils/schemas/public-home';
import { SignInGuide } from './sign-in-guide';
import styles from './public-home.module.css';

interface Entry {
  href: string;
  title: string;
  text: string;
}

const ENTRIES: Entry[] = [
  { href: '/web/publikasi-casn', title: t.home.entries.casnPublications, text: casnText.publicationsIntro },
  { href: '/web/nilai-casn', title: t.home.entries.casnScores, text: casnText.scoresIntro },
  { href: '/faq', title: t.home.entries.faq, text: t.home.entries.faqText },
];

/** A region of the home named by its heading. */
function Section({ id, title, className = styles.section, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Entry points as cards: the link names the page, a line says what is there. */
function EntryCards({ entries, testId }: { entries: Entry[]; testId?: string }) {
  return (
    <ul className={styles.cards} data-testid={testId}>
      {entries.map((e) => (
        <li key={e.href}>
          <Link href={e.href} className={styles.cardLink}>
            {e.title}
          </Link>
          <p>{e.text}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Beranda for a signed-out visitor (docs/public-home.md): what the portal is, the one way in with
 * which sign-in is whose, and the public services. Everything comes with the HTML (no request
 * from the browser, no carousel), so the largest paint is the heading or the lead.
 */
export function PublicHome({ services }: PublicHomeProps) {
  return (
    <PublicPage title={t.home.title} maxWidth={1200} home>
      <div className={styles.intro}>
        <div>
          <h1 className={styles.title}>{t.home.heading}</h1>
          <p className={styles.leadText}>{t.home.lead}</p>
        </div>
        <Section id="masuk" title={t.signIn.title} className={styles.signIn}>
          <p>{t.signIn.lead}</p>
          <SignInGuide />
          <ButtonLink type="primary" size="large" href="/helpdesk/auth/signin" data-testid="public-sign-in">
            {t.signIn.action}
          </ButtonLink>
        </Section>
      </div>

      <Section id="layanan" title={t.home.servicesTitle}>
        <p className={styles.muted}>{t.home.servicesLead}</p>
        {services.length === 0 ? (
          <p>{t.home.noServices}</p>
        ) : (
          <EntryCards testId="public-services" entries={services.map((s) => ({ href: `/layanan/kepegawaian/${s.slug}`, title: s.title, text: s.summary }))} />
        )}
        <Link href="/layanan/kepegawaian" className={styles.more}>
          {t.home.allServices}
        </Link>
      </Section>

      <Section id="umum" title={t.home.publicTitle}>
        <EntryCards entries={ENTRIES} />
      </Section>
    </PublicPage>
  );
}
