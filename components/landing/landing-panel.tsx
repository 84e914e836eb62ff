import dynamic from 'next/dynamic';
import { landingText as t } from '@/locales/id/landing';
import { useLanding } from '@/hooks/landing/use-landing';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Statistic } from '@/components/ui/statistic';
import { Text } from '@/components/ui/text';
import styles from './landing.module.css';

const TestimonialCarousel = dynamic(() => import('./testimonial-carousel'), { ssr: false, loading: () => <Skeleton rows={4} /> });

/**
 * Beside the sign-in card: recent five-star feedback as a carousel and this month's figures (the
 * public pages are in the header above). Fetched after the card is drawn (react-query in the
 * browser), so the card never waits for it; the carousel's antd code arrives on demand.
 */
export function LandingPanel() {
  const { data, isLoading, isError } = useLanding();
  const figure = (value: number | null | undefined, format: (n: number) => string) => (isLoading ? '…' : value == null ? t.noFigure : format(value));
  return (
    <section className={styles.panel} aria-label={t.testimonialsLabel} data-testid="landing-panel">
      {(isLoading || (data?.testimonials.length ?? 0) > 0) && (
        <Panel className={styles.carousel}>
          <h2 className={styles.heading}>{t.testimonialsTitle}</h2>
          {data ? <TestimonialCarousel items={data.testimonials} /> : <Skeleton rows={4} />}
        </Panel>
      )}
      <Panel>
        <h2 className={styles.heading}>{t.statsTitle}</h2>
        {isError ? (
          <Text secondary>{t.unavailable}</Text>
        ) : (
          <div className={styles.figures} data-testid="landing-stats">
            <Statistic title={t.answered} value={figure(data?.stats.answered_this_month, String)} />
            <Statistic title={t.medianFirstResponse} value={figure(data?.stats.median_first_response_minutes, t.minutes)} />
          </div>
        )}
      </Panel>
    </section>
  );
}
