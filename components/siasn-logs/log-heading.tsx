import { Paragraph } from '@/components/ui/text';

// The size of a section title, as on the personnel pages.
const HEADING = { margin: 0, fontSize: 20, lineHeight: 1.4 } as const;

/** A log page's h1 and the line under it. */
export function LogHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <h1 style={HEADING}>{title}</h1>
      <Paragraph secondary style={{ margin: 0 }}>
        {intro}
      </Paragraph>
    </div>
  );
}
