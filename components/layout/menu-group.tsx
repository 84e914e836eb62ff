import { useId, useState, type Ref } from 'react';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import Link from 'next/link';
import { PathIcon } from '@/components/ui/path-icon';
import { usePopup } from '@/components/ui/use-popup';
import type { MenuEntry, MenuGroup, MenuSection } from './menu-entries';

// The main menu's groups (Komunitas, Administrasi, Kepegawaian): a popup in the bar, a sublist in the drawer.

export function EntryLink({ entry, selected, onNavigate }: { entry: MenuEntry; selected: string; onNavigate?: () => void }) {
  return (
    <Link href={entry.href} aria-current={entry.href === selected ? 'page' : undefined} onClick={onNavigate}>
      <PathIcon icon={entry.icon} />
      <span>{entry.label}</span>
    </Link>
  );
}

interface EntriesProps {
  entries: MenuEntry[];
  selected: string;
  onNavigate?: () => void;
}

export type GroupProps = EntriesProps & { group: MenuGroup; sections: MenuSection[] };

const inGroup = ({ entries, sections, selected }: Pick<GroupProps, 'entries' | 'sections' | 'selected'>) =>
  [...entries, ...sections.flatMap((s) => s.entries)].some((e) => e.href === selected);

/** A group in the bar: a disclosure button with its pages in a popup under it. */
export function GroupPopup({ group, entries, sections, selected, onNavigate }: GroupProps) {
  const popup = usePopup();
  const id = useId();
  const current = inGroup({ entries, sections, selected });
  const navigate = () => {
    popup.close();
    onNavigate?.();
  };
  return (
    <div ref={popup.rootRef} style={{ position: 'relative', display: 'flex' }}>
      <GroupToggle group={group} current={current} expanded={popup.open} controls={id} onClick={popup.toggle} buttonRef={popup.triggerRef} />
      {popup.open && (
        <div className="shell-popup is-start" id={id}>
          <GroupEntries entries={entries} sections={sections} selected={selected} onNavigate={navigate} />
        </div>
      )}
    </div>
  );
}

/** A group in the drawer: its pages open in place under it, already open on one of them. */
export function GroupSublist({ group, entries, sections, selected, onNavigate }: GroupProps) {
  const current = inGroup({ entries, sections, selected });
  const [open, setOpen] = useState(current);
  const id = useId();
  return (
    <>
      <GroupToggle group={group} current={current} expanded={open} controls={id} onClick={() => setOpen(!open)} />
      {open && (
        <div id={id}>
          <GroupEntries entries={entries} sections={sections} selected={selected} onNavigate={onNavigate} className="main-nav-sublist" />
        </div>
      )}
    </>
  );
}

interface ToggleProps {
  group: MenuGroup;
  current: boolean;
  expanded: boolean;
  controls: string;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

function GroupToggle({ group: { label, icon }, current, expanded, controls, onClick, buttonRef }: ToggleProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`main-nav-group-toggle${current ? ' is-current' : ''}`}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
    >
      <PathIcon icon={icon} />
      <span>{label}</span>
      <PathIcon icon={DownOutlined} className="main-nav-caret" />
    </button>
  );
}

function EntryList({ entries, selected, onNavigate, className }: EntriesProps & { className?: string }) {
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={entry.href}>
          <EntryLink entry={entry} selected={selected} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

/** A group's own pages, then each section's under its name (indented as the drawer indents a group's links). */
function GroupEntries({ entries, sections, className, ...rest }: EntriesProps & { sections: MenuSection[]; className?: string }) {
  return (
    <>
      <EntryList entries={entries} className={className} {...rest} />
      {sections.map((section) => (
        <SectionList key={section.label} section={section} className={className} {...rest} />
      ))}
    </>
  );
}

function SectionList({ section, className, ...rest }: Omit<EntriesProps, 'entries'> & { section: MenuSection; className?: string }) {
  const id = useId();
  const label = { margin: '4px 0 0', padding: `8px 12px 2px ${className ? 48 : 12}px`, borderTop: '1px solid var(--shell-border)', color: 'var(--shell-text-secondary)', fontSize: 12 };
  return (
    <div role="group" aria-labelledby={id}>
      <div id={id} style={label}>
        {section.label}
      </div>
      <EntryList entries={section.entries} className={className} {...rest} />
    </div>
  );
}
