import { landingText as t } from '@/locales/id/landing';
import { Stars } from '@/components/ui/stars';
import type { Testimonial } from '@/utils/schemas/landing';
import { PersonAvatar } from './person-avatar';
import styles from './landing.module.css';

/** One testimonial: the stars, the comment and who wrote it. */
export function TestimonialSlide({ item }: { item: Testimonial }) {
  return (
    <figure className={styles.slide} data-testid="testimonial">
      <Stars value={item.stars} label={t.stars(item.stars)} size={16} />
      <blockquote className={styles.quote}>“{item.comment}”</blockquote>
      <figcaption className={styles.person}>
        <PersonAvatar name={item.name} image={item.image} />
        <span>{item.name}</span>
      </figcaption>
    </figure>
  );
}
