import { siasnText as t } from '@/locales/id/siasn';
import { Flex } from '@/components/ui/flex';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { QUADRANTS } from '@/utils/catalogue/code-lists';
import { byId } from '@/utils/catalogue/lookup';
import { POSITION_LEVELS, POSITION_TYPES } from '@/utils/catalogue/positions';
import { proposalStatusColor, proposalStatusText, QUADRANT_COLORS } from '@/utils/catalogue/status-colors';
import { creditFlags, type CreditFlagFields } from '@/utils/rules/credit-flags';
import { textOf } from './record-fields';

type Id = unknown;
const idOf = (value: Id) => (typeof value === 'number' || typeof value === 'string' ? value : undefined);

/** Jenis jabatan in its colour (Struktural red, Fungsional gray, Pelaksana yellow); nothing for another id. */
function PositionTypeTag({ id }: { id: Id }) {
  const type = byId(POSITION_TYPES, idOf(id));
  return type ? <Tag color={type.color}>{type.name}</Tag> : null;
}

/** A position's name after its type's tag. */
export function PositionName({ typeId, name }: { typeId: Id; name: Id }) {
  return (
    <span>
      <PositionTypeTag id={typeId} /> {textOf(name)}
    </span>
  );
}

/** The eselon's name (III.a) for its id; SIASN's own text for an id the catalogue does not have. */
export const eselonName = (id: Id, text: Id) => byId(POSITION_LEVELS, textOf(id))?.name ?? textOf(text);

/** Kuadran kinerja (1-5) by its name (Sangat Baik ... Sangat Kurang), coloured best to worst. */
export function QuadrantTag({ id }: { id: Id }) {
  const quadrant = byId(QUADRANTS, idOf(id));
  return quadrant ? <Tag color={QUADRANT_COLORS[quadrant.id]}>{quadrant.name}</Tag> : <>{textOf(id)}</>;
}

/** The three credit-point flags that are set: Pertama, Integrasi, Konversi. */
export function CreditFlagTags({ row }: { row: CreditFlagFields }) {
  const flags = creditFlags(row);
  const set = [flags.first && t.credit.first, flags.integration && t.credit.integration, flags.conversion && t.credit.conversion].filter(Boolean);
  if (set.length === 0) return <>{textOf(null)}</>;
  return (
    <Flex gap={4} wrap>
      {set.map((name) => (
        <Tag key={String(name)} color="processing">
          {name}
        </Tag>
      ))}
    </Flex>
  );
}

/** SIASN writes some status names with an en dash where the spec has a hyphen. */
const specName = (name: string) => name.replace(/\s[–—]\s/g, ' - ');

/** A proposal's status coloured by its code (utils/rules/usulan-status.ts), with what it means where the spec says. */
export function ProposalStatus({ code, name }: { code: Id; name: Id }) {
  const label = textOf(name);
  const meaning = proposalStatusText(specName(label));
  return (
    <Flex vertical gap={4} align="flex-start">
      <Tag color={proposalStatusColor(idOf(code))}>{label}</Tag>
      {meaning && <Text secondary>{meaning}</Text>}
    </Flex>
  );
}
