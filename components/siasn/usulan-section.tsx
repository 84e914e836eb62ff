import { useState } from 'react';
import Link from 'next/link';
import { siasnServicesText } from '@/locales/id/siasn-services';
import { Flex } from '@/components/ui/flex';
import { Tabs } from '@/components/ui/tabs';
import { USULAN_SERVICES, type UsulanServiceKey } from '@/utils/catalogue/usulan';
import { GELAR_PATH } from '@/utils/catalogue/personnel-service-pages';
import type { SectionProps } from './section-query';
import { ProposeUsulan } from './usulan/propose-usulan';
import { UsulanList } from './usulan/usulan-list';
import { useRecordPermission } from '@/hooks/siasn/use-record-permission';
import styles from './siasn-services.module.css';

const t = siasnServicesText.usulan;
const ALL = 'semua';
const TABS = [{ key: ALL, label: t.all }, ...USULAN_SERVICES.map((s) => ({ key: s.key, label: s.title }))];
const DRAFT = { jenis: 'perbaikan-nama' } as const;

/**
 * Inbox usulan: the person's proposals per service (GET /layanan/siasn), each with its status in
 * its colour and what it means; "Ajukan usulan" for perbaikan nama and pencantuman gelar.
 */
export function UsulanSection({ nip }: SectionProps) {
  const [tab, setTab] = useState<string>(ALL);
  // The own record (POST /siasn/ws/pns/usulan), or an admin's on /pegawai/{nip} (/siasn/ws/admin/{nip}/usulan).
  const editable = useRecordPermission(nip).canEdit;
  const service = tab === ALL ? undefined : (tab as UsulanServiceKey);
  return (
    <Flex vertical gap={16}>
      {(editable || nip === null) && (
        <div className={styles.toolbar}>
          {editable ? <ProposeUsulan nip={nip} draft={DRAFT} /> : <span />}
          {nip === null && <Link href={GELAR_PATH}>{t.gelarLink}</Link>}
        </div>
      )}
      <Tabs
        items={TABS.map((item) => ({ ...item, children: item.key === tab ? <UsulanList nip={nip} service={service} editable={editable} /> : null }))}
        activeKey={tab}
        onChange={setTab}
        phoneSelect={t.tabs}
      />
    </Flex>
  );
}
