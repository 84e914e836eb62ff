import { personnelReportsText } from '@/locales/id/personnel-reports';
import type { UnorNode } from '@/utils/schemas/unor';
import { Tag } from '@/components/ui/tag';

const t = personnelReportsText.unor.tags;

/** What the agency marked on a unit: a school, a duplicate, no longer active. */
export function UnorFlags({ unit }: { unit: Pick<UnorNode, 'isSchool' | 'isDuplicate' | 'isActive'> }) {
  return (
    <>
      {unit.isSchool && <Tag color="blue">{t.school}</Tag>}
      {unit.isDuplicate && <Tag color="orange">{t.duplicate}</Tag>}
      {!unit.isActive && <Tag color="red">{t.inactive}</Tag>}
    </>
  );
}

/** A unit's name with its flags, as the tree and the search results show it. */
export function UnorTitle({ unit }: { unit: UnorNode }) {
  return (
    <span>
      {unit.nama} <UnorFlags unit={unit} />
    </span>
  );
}
