import { useState } from 'react';
import { accessReportsText as t } from '@/locales/id/access-reports';
import { Flex } from '@/components/ui/flex';
import { FormField } from '@/components/ui/form-field';
import { TextInput } from '@/components/ui/text-input';
import type { AccessRangeQuery } from '@/utils/schemas/access-reports';

/** Two native date fields (no date-picker bundle): a range in order is applied, one out of order says so. */
export function AccessRangeFields({ range, onChange }: { range: AccessRangeQuery; onChange: (range: AccessRangeQuery) => void }) {
  const [draft, setDraft] = useState(range);
  const outOfOrder = draft.dari !== '' && draft.sampai !== '' && draft.dari > draft.sampai;
  const change = (next: AccessRangeQuery) => {
    setDraft(next);
    if (next.dari && next.sampai && next.dari <= next.sampai) onChange(next);
  };
  return (
    <Flex gap={16} wrap role="group" aria-label={t.range}>
      <FormField htmlFor="access-from" label={t.rangeStart}>
        <TextInput id="access-from" type="date" value={draft.dari} onChange={(dari) => change({ ...draft, dari })} style={{ maxWidth: 200 }} />
      </FormField>
      <FormField htmlFor="access-to" label={t.rangeEnd} error={outOfOrder ? t.rangeInvalid : undefined}>
        <TextInput id="access-to" type="date" value={draft.sampai} invalid={outOfOrder} onChange={(sampai) => change({ ...draft, sampai })} style={{ maxWidth: 200 }} />
      </FormField>
    </Flex>
  );
}
