import { DownloadOutlined } from '@ant-design/icons';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { unorReportUrl } from '@/services/personnel-reports';
import { FORMAT_TEXT } from '@/locales/id/format';
import type { UnorNode } from '@/utils/schemas/unor';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { eselonName } from '@/components/siasn/record-tags';
import { UnorFlags } from './unor-flags';
import { UnorForm } from './unor-form';

const t = personnelReportsText.unor;
const f = t.facts;
const heading = (text: string) => <h2 style={{ margin: 0, font: 'inherit' }}>{text}</h2>;

/** The chosen unit: what SIASN says of it, the agency's columns to edit, and its sub-tree report. */
export function UnorDetails({ unit, onSaved }: { unit: UnorNode | null; onSaved: (unit: UnorNode) => void }) {
  if (!unit) {
    return (
      <Panel title={heading(t.detailsLabel)} data-testid="unor-details">
        <EmptyState description={t.pick} />
      </Panel>
    );
  }
  const report = (
    <ButtonLink href={unorReportUrl(unit.id)} download icon={<DownloadOutlined aria-hidden />} aria-label={t.reportOf(unit.nama)}>
      {t.report}
    </ButtonLink>
  );
  return (
    <Panel title={heading(t.detailTitle(unit.nama))} extra={report} data-testid="unor-details">
      <Flex vertical gap={16}>
        <Flex gap={4} wrap>
          <UnorFlags unit={unit} />
        </Flex>
        <FactList
          columns={2}
          items={[
            { key: 'kode', label: f.kode, value: unit.kode ?? FORMAT_TEXT.empty },
            { key: 'namaJabatan', label: f.namaJabatan, value: unit.namaJabatan ?? FORMAT_TEXT.empty },
            // SIASN's eselon code (21) by its name (II.a JPT Pratama); an unknown code as SIASN gives it.
            { key: 'eselon', label: f.eselon, value: unit.eselonId ? eselonName(unit.eselonId, unit.eselonId) : FORMAT_TEXT.empty },
            // SIASN's own id of the unit (hexadecimal): for matching SIASN's records, so last and small.
            { key: 'id', label: f.id, value: <code style={{ fontSize: 12 }}>{unit.id}</code> },
          ]}
        />
        <UnorForm key={unit.id} unit={unit} onSaved={onSaved} />
      </Flex>
    </Panel>
  );
}
