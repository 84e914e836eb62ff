import type { ReactNode } from 'react';
import { Title } from '@/components/ui/text';

/** A titled part of a section (SKP and older SKP, diklat and kursus, the family). */
export function SubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title level={3} style={{ fontSize: 16, margin: '0 0 8px' }}>
        {title}
      </Title>
      {children}
    </section>
  );
}
