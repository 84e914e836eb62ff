import { useId } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { siasnText as t } from '@/locales/id/siasn';
import { NativeSelect } from '@/components/ui/native-select';
import { PERSONNEL_SECTIONS, type PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';
import { sectionHref } from './record-paths';
import { SectionIcon } from './section-icon';
import styles from './siasn.module.css';

const OPTIONS = PERSONNEL_SECTIONS.map((s) => ({ value: s.key, label: s.title }));

interface Props {
  /** null: the own record. */
  nip: string | null;
  current: PersonnelSectionKey;
}

/**
 * The 17 sections of a personnel record in the spec's order: a list of links beside the content
 * from 992 px; on narrower screens one select that opens the chosen section (CSS decides which).
 */
export function SectionMenu({ nip, current }: Props) {
  const router = useRouter();
  const selectId = useId();
  return (
    <>
      <nav aria-label={t.sections} className={styles.menu} data-testid="section-menu">
        <ul>
          {PERSONNEL_SECTIONS.map((section) => (
            <li key={section.key}>
              <Link href={sectionHref(nip, section.key)} aria-current={section.key === current ? 'page' : undefined}>
                <SectionIcon section={section} />
                <span>{section.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.compactMenu}>
        <label htmlFor={selectId}>{t.pickSection}</label>
        <NativeSelect<PersonnelSectionKey>
          id={selectId}
          value={current}
          options={OPTIONS}
          onChange={(key) => key && void router.push(sectionHref(nip, key))}
        />
      </div>
    </>
  );
}
