import { FileSearchOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { errors } from '@/locales/id/errors';
import { siasnText as t } from '@/locales/id/siasn';
import type { SiasnRecord } from '@/services/siasn';
import { useSiasnSection } from '@/hooks/siasn/use-siasn-section';
import { Panel } from '@/components/ui/panel';
import { ResultState } from '@/components/ui/result-state';
import { Text } from '@/components/ui/text';
import { isNip, PERSONNEL_SECTIONS, type PersonnelSection } from '@/utils/catalogue/personnel-sections';
import { nameWithTitles } from './person';
import { textOf } from './record-fields';
import { SectionIcon } from './section-icon';
import { SectionMenu } from './section-menu';
import { STAFF_LOOKUP_PATH } from './record-paths';
import { SECTION_VIEWS } from './section-views';
import { NoNipRecord, useOwnNipMissing } from './no-nip-record';
import { codeOf, isNoRecord, SiasnProblem } from './siasn-problem';
import styles from './siasn.module.css';

interface Props {
  /** null: the signed-in user's own record; a NIP: staff reading anyone's. */
  nip: string | null;
  /** The page path after the record's base (the route's catch-all), e.g. ['usulan-siasn', 'inbox-usulan']. */
  path: string | string[] | undefined;
}

const sectionOf = (path: Props['path']): PersonnelSection | undefined =>
  PERSONNEL_SECTIONS.find((s) => s.path === `/${([] as string[]).concat(path ?? []).join('/')}`);

/** Whose record this is (from data utama, which every section needs anyway) and, for staff, a way back to the search. */
function PersonHeader({ nip, data }: { nip: string | null; data: SiasnRecord | undefined }) {
  return (
    <div className={styles.person}>
      <div>
        <h1>{t.menu}</h1>
        {data && <Text secondary>{`${nameWithTitles(data.gelarDepan, data.nama, data.gelarBelakang)} · ${t.fields.nipBaru} ${textOf(data.nipBaru)}`}</Text>}
      </div>
      {nip !== null && <Link href={STAFF_LOOKUP_PATH}>{t.lookup.other}</Link>}
    </div>
  );
}

/**
 * A personnel record: the 17-section menu and the chosen section. A record that cannot exist
 * (no NIP on the account, a malformed or unknown NIP) shows why instead of 17 empty sections.
 */
export function PersonnelRecord({ nip, path }: Props) {
  const section = sectionOf(path);
  const own = useOwnNipMissing();
  // The own record of an account the session already shows has no NIP: no SIASN call, the way forward instead.
  const noNip = nip === null && own.missing;
  const valid = nip === null || isNip(nip);
  const utama = useSiasnSection<SiasnRecord>(nip, 'data-utama', { enabled: valid && !noNip && !!section });
  if (!section) return <ResultState status="404" icon={<FileSearchOutlined />} title={t.unknownSection} />;
  if (!valid) return <ResultState status="warning" icon={<FileSearchOutlined />} title={t.states.invalidNip} subTitle={errors.INVALID_NIP} />;
  if (noNip || (utama.isError && codeOf(utama.error) === 'NO_NIP')) return <NoNipRecord group={own.group} />;
  const View = SECTION_VIEWS[section.key];
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PersonHeader nip={nip} data={utama.data?.data} />
      {utama.isError && isNoRecord(utama.error) ? (
        <SiasnProblem error={utama.error} onRetry={() => void utama.refetch()} />
      ) : (
        <div className={styles.layout}>
          <SectionMenu nip={nip} current={section.key} />
          <Panel title={<SectionTitle section={section} />} data-testid="section-content">
            <View nip={nip} />
          </Panel>
        </div>
      )}
    </div>
  );
}

function SectionTitle({ section }: { section: PersonnelSection }) {
  return (
    <h2 style={{ display: 'flex', alignItems: 'center', gap: 10, margin: 0, font: 'inherit' }}>
      <SectionIcon section={section} />
      {section.title}
    </h2>
  );
}
