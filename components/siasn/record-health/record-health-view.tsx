import Link from 'next/link';
import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { siasnServicesText } from '@/locales/id/siasn-services';
import { useRecordHealth } from '@/hooks/siasn/use-record-health';
import { sectionHref } from '@/components/siasn/record-paths';
import { siasnKeys } from '@/hooks/query-keys';
import { SiasnPending } from '@/components/siasn/siasn-pending';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { formatStamp } from '@/utils/format/record-date';
import type { RecordProblem } from '@/utils/schemas/siasn-record-health';
import { RecordNotes, RecordProblemList } from './record-problem-list';
import styles from '../siasn-services.module.css';

const t = siasnServicesText.health;

function Summary({ problems, checkedAt, refetching, onRecheck }: { problems: RecordProblem[]; checkedAt: string; refetching: boolean; onRecheck: () => void }) {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  return (
    <div className={styles.toolbar} data-testid="record-health-summary">
      <div className={styles.summary}>
        <Text strong>{t.count(problems.length)}</Text>
        {errors > 0 && <Tag color="red">{t.errors(errors)}</Tag>}
        {warnings > 0 && <Tag color="gold">{t.warnings(warnings)}</Tag>}
      </div>
      <Flex gap={8} align="center" wrap>
        <Text secondary>{t.checkedAt(formatStamp(checkedAt))}</Text>
        <Button size="small" icon={<ReloadOutlined aria-hidden />} loading={refetching} onClick={onRecheck}>
          {t.recheck}
        </Button>
      </Flex>
    </div>
  );
}

/** All clear, drawn like antd's success Result. */
function Healthy({ checkedAt }: { checkedAt: string }) {
  return (
    <div className={styles.healthy} data-testid="record-health-complete">
      <div className={styles.healthyIcon} aria-hidden>
        <CheckCircleFilled />
      </div>
      <h2 style={{ margin: 0, fontSize: 24, fontWeight: 400 }}>{t.complete}</h2>
      <Text secondary>{t.completeHint}</Text>
      <br />
      <Text secondary>{t.checkedAt(formatStamp(checkedAt))}</Text>
    </div>
  );
}

/** Kesehatan data of the own record (`nip` null) or a NIP's: a summary and the problems grouped by section, each with its fix. */
export function RecordHealthView({ nip }: { nip: string | null }) {
  const query = useRecordHealth(nip);
  const body = () => {
    if (query.isPending || query.isError) return <SiasnPending query={query} queryKey={siasnKeys.recordHealth(nip)} />;
    const { checkedAt } = query.data;
    // Notes (info) are not problems: they neither count nor keep the record from being complete.
    const problems = query.data.problems.filter((p) => p.severity !== 'info');
    const notes = query.data.problems.filter((p) => p.severity === 'info');
    return (
      <Flex vertical gap={20}>
        {problems.length === 0 ? (
          <Healthy checkedAt={checkedAt} />
        ) : (
          <>
            <Summary problems={problems} checkedAt={checkedAt} refetching={query.isFetching} onRecheck={() => void query.refetch()} />
            <RecordProblemList problems={problems} nip={nip} />
          </>
        )}
        {notes.length > 0 && <RecordNotes notes={notes} nip={nip} />}
      </Flex>
    );
  };
  return (
    <Panel title={<h1 style={{ margin: 0, font: 'inherit' }}>{t.title}</h1>} extra={<Link href={sectionHref(nip, 'data-utama')}>{siasnServicesText.gelar.back_to_record}</Link>} data-testid="record-health">
      <Flex vertical gap={16}>
        <Text secondary>{t.intro}</Text>
        {body()}
      </Flex>
    </Panel>
  );
}
