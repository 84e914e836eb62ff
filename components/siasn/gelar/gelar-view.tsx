import { useState } from 'react';
import Link from 'next/link';
import { siasnServicesText } from '@/locales/id/siasn-services';
import { useGelar, useToggleGelar } from '@/hooks/siasn/use-gelar';
import { SiasnPending } from '@/components/siasn/siasn-pending';
import { siasnKeys } from '@/hooks/query-keys';
import { SubSection } from '@/components/siasn/sub-section';
import { sectionHref } from '@/components/siasn/record-paths';
import { ProposeUsulan } from '@/components/siasn/usulan/propose-usulan';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Text } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';
import { sameText } from '@/utils/rules/personnel-text';
import type { GelarState } from '@/utils/schemas/siasn-usulan';
import { GelarDegree } from './gelar-degree';
import styles from '../siasn-services.module.css';

const t = siasnServicesText.gelar;

type Place = 'depan' | 'belakang';

function Names({ state }: { state: GelarState }) {
  return (
    <FactList
      items={[
        { key: 'current', label: t.current, value: <span className={styles.name} data-testid="gelar-current">{state.current.fullName}</span> },
        { key: 'preview', label: t.preview, value: <span className={styles.name} data-testid="gelar-preview">{state.preview.fullName}</span> },
      ]}
    />
  );
}

/**
 * The Gelar page: the degrees of the own education history with a switch per place, the SIASN
 * name now and with the checked titles (the server's preview), and "Ajukan pencantuman gelar".
 */
export function GelarView() {
  const query = useGelar();
  const toggle = useToggleGelar();
  const notify = useNotify();
  const [saving, setSaving] = useState<{ id: string; lokasi: Place } | null>(null);

  const onToggle = (pendidikanId: string) => (lokasi: Place, checked: boolean) => {
    setSaving({ id: pendidikanId, lokasi });
    toggle.mutate({ pendidikanId, lokasi, checked }, { onError: notify.error, onSettled: () => setSaving(null) });
  };

  const body = () => {
    if (query.isPending || query.isError) return <SiasnPending query={query} queryKey={siasnKeys.gelar()} />;
    const state = query.data;
    const unchanged = sameText(state.preview.fullName, state.current.fullName);
    return (
      <Flex vertical gap={20}>
        <Text secondary>{t.intro}</Text>
        <Names state={state} />
        <SubSection title={t.degrees}>
          {state.degrees.length === 0 ? (
            <Text secondary>{t.noDegrees}</Text>
          ) : (
            <ul className={styles.list} data-testid="gelar-degrees">
              {state.degrees.map((degree) => (
                <GelarDegree key={degree.pendidikanId} degree={degree} saving={saving?.id === degree.pendidikanId ? saving.lokasi : null} onToggle={onToggle(degree.pendidikanId)} />
              ))}
            </ul>
          )}
        </SubSection>
        <Flex vertical gap={8} align="flex-start">
          <ProposeUsulan
            nip={null}
            label={t.submit}
            disabled={unchanged}
            draft={{ jenis: 'pencantuman-gelar', gelar_depan: state.preview.gelarDepan, gelar_belakang: state.preview.gelarBelakang }}
          />
          {unchanged && <Text secondary>{t.samePreview}</Text>}
        </Flex>
      </Flex>
    );
  };

  return (
    <Panel title={<h1 style={{ margin: 0, font: 'inherit' }}>{t.title}</h1>} extra={<Link href={sectionHref(null, 'pendidikan')}>{t.back_to_record}</Link>} data-testid="gelar-page">
      {body()}
    </Panel>
  );
}
