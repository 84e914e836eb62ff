import { Carousel } from 'antd';
import { withAntdScope } from '@/components/ui/antd-scope';
import type { Testimonial } from '@/utils/schemas/landing';
import { TestimonialSlide } from './testimonial-slide';

// Loaded on demand (next/dynamic) by the landing panel: antd's Carousel and react-slick stay off
// the sign-in page's first load.
function TestimonialCarousel({ items }: { items: Testimonial[] }) {
  const still = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <Carousel autoplay={!still && items.length > 1} autoplaySpeed={6_000} adaptiveHeight draggable>
      {items.map((item) => (
        <div key={item.id}>
          <TestimonialSlide item={item} />
        </div>
      ))}
    </Carousel>
  );
}

export default withAntdScope(TestimonialCarousel);
