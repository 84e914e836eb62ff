import Head from 'next/head';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { publicText } from '@/locales/id/landing';
import { ui } from '@/locales/id/ui';
import { PublicHeader } from './public-header';
import styles from './public-page.module.css';

interface PublicPageProps {
  title: string;
  maxWidth: number;
  /** The page's meta description (search results); the home's by default. */
  description?: string;
  /** Beranda itself has no "back" link. */
  home?: boolean;
  children: ReactNode;
}

/**
 * A page anyone may open without signing in (the public home, the FAQ, the CASN pages, a
 * certificate's verification): the public header above, a way back to Beranda, the footer below,
 * none of the app shell.
 */
export function PublicPage({ title, maxWidth, description = publicText.home.description, home = false, children }: PublicPageProps) {
  const column = { maxWidth, width: '100%', margin: '0 auto' };
  return (
    <div className={styles.page}>
      <Head>
        <title>{`${title} · ${ui.appName}`}</title>
        <meta name="description" content={description} />
      </Head>
      <PublicHeader />
      <main className={styles.main} style={column}>
        {!home && (
          <Link href="/" className={styles.back} data-testid="public-back">
            <span aria-hidden>←</span> {publicText.back}
          </Link>
        )}
        {children}
      </main>
      <footer className={styles.footer}>{ui.footer}</footer>
    </div>
  );
}
