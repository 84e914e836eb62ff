import { useState } from 'react';
import { serviceCatalogueText as t } from '@/locales/id/service-catalogue';
import { Checkbox } from '@/components/ui/checkbox';
import { Flex } from '@/components/ui/flex';
import { Paragraph, Text } from '@/components/ui/text';

/** The requirements as a checklist the reader ticks while gathering documents (kept in the page only). */
export function RequirementsChecklist({ requirements }: { requirements: string[] }) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  if (!requirements.length) return <Paragraph secondary>{t.page.noRequirements}</Paragraph>;
  const toggle = (i: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  return (
    <Flex vertical gap={8}>
      <Text secondary>{t.page.checklistHint}</Text>
      <ul aria-label={t.page.requirements} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {requirements.map((item, i) => (
          <li key={`${i}-${item}`}>
            <Checkbox checked={ticked.has(i)} onChange={() => toggle(i)}>
              {item}
            </Checkbox>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
