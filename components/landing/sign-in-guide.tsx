import { publicText as t } from '@/locales/id/landing';
import styles from './public-home.module.css';

/** Which sign-in is for whom: civil servants SIMASTER, non-ASN staff PTTPK, everyone else Google. */
export function SignInGuide() {
  return (
    <dl className={styles.guide} data-testid="sign-in-guide">
      {t.signIn.who.map((item) => (
        <div key={item.id} className={styles.guideRow}>
          <dt>{item.who}</dt>
          <dd>{item.how}</dd>
        </div>
      ))}
    </dl>
  );
}
