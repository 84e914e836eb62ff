import Link from 'next/link';
import { CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { siasnServicesText } from '@/locales/id/siasn-services';
import { SubSection } from '@/components/siasn/sub-section';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { OWN_SECTIONS_BASE, PERSONNEL_SECTIONS } from '@/utils/catalogue/personnel-sections';
import type { RecordProblem, RecordProblemSection } from '@/utils/schemas/siasn-record-health';
import styles from '../siasn-services.module.css';

const t = siasnServicesText.health;

/** Sections in the menu's order, the Gelar page last. */
const ORDER: RecordProblemSection[] = [...PERSONNEL_SECTIONS.map((s) => s.key), 'gelar'];
const titleOf = (section: RecordProblemSection) => PERSONNEL_SECTIONS.find((s) => s.key === section)?.title ?? t.sections[section] ?? section;

/**
 * Where a problem is fixed for this record: the own pages as the API names them; for staff the
 * same section of /pegawai/<nip>, and nothing for the Gelar page, which is the owner's own.
 */
export function fixHref(link: string, nip: string | null): string | null {
  if (nip === null) return link;
  if (!link.startsWith(`${OWN_SECTIONS_BASE}/`) || link.endsWith('/gelar') || link.endsWith('/kesehatan-data')) return null;
  return `/pegawai/${nip}${link.slice(OWN_SECTIONS_BASE.length)}`;
}

const ICONS = { error: CloseCircleFilled, warning: ExclamationCircleFilled, info: InfoCircleFilled } as const;
const TAG_COLORS = { error: 'red', warning: 'gold', info: 'blue' } as const;

function Problem({ problem, nip }: { problem: RecordProblem; nip: string | null }) {
  const href = problem.link && fixHref(problem.link, nip);
  const Icon = ICONS[problem.severity];
  return (
    <li className={styles.item} data-testid="record-problem" data-code={problem.code} data-severity={problem.severity}>
      <div className={styles.problem}>
        <span className={styles.problemIcon} data-severity={problem.severity} role="img" aria-label={t.severity[problem.severity]}>
          <Icon aria-hidden />
        </span>
        <div style={{ display: 'grid', gap: 4, minWidth: 0 }}>
          <div className={styles.itemHead}>
            <Text strong>{problem.title}</Text>
            <Tag color={TAG_COLORS[problem.severity]}>{t.severity[problem.severity]}</Tag>
          </div>
          <Text secondary>{problem.detail}</Text>
          {href && (
            <Link href={href} className="btn btn-default btn-sm" style={{ justifySelf: 'start' }}>
              {t.fix}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

/** The problems grouped by the section that fixes them. */
export function RecordProblemList({ problems, nip }: { problems: RecordProblem[]; nip: string | null }) {
  const sections = ORDER.filter((section) => problems.some((p) => p.section === section));
  return (
    <>
      {sections.map((section) => (
        <SubSection key={section} title={titleOf(section)}>
          <ul className={styles.list} data-testid={`record-problems-${section}`}>
            {problems
              .filter((p) => p.section === section)
              .map((problem, index) => (
                <Problem key={`${problem.code}-${index}`} problem={problem} nip={nip} />
              ))}
          </ul>
        </SubSection>
      ))}
    </>
  );
}

/** Where two sources differ and neither is wrong: which one is official, with nothing to fix. */
export function RecordNotes({ notes, nip }: { notes: RecordProblem[]; nip: string | null }) {
  return (
    <SubSection title={t.notes}>
      <ul className={styles.list} data-testid="record-notes">
        {notes.map((note, index) => (
          <Problem key={`${note.code}-${index}`} problem={note} nip={nip} />
        ))}
      </ul>
    </SubSection>
  );
}
