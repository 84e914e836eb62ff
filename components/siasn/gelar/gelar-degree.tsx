import { siasnServicesText } from '@/locales/id/siasn-services';
import { Switch } from '@/components/ui/switch';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import type { GelarDegree as Degree } from '@/utils/schemas/siasn-usulan';
import styles from '../siasn-services.module.css';

const t = siasnServicesText.gelar;

type Place = 'depan' | 'belakang';

interface Props {
  degree: Degree;
  /** The place being saved, when one is. */
  saving: Place | null;
  onToggle: (lokasi: Place, checked: boolean) => void;
}

/** One degree: its titles, a switch per place (off when it has no title there), and whether the name already holds it. */
export function GelarDegree({ degree, saving, onToggle }: Props) {
  const title = { depan: degree.gelarDepan?.trim() ?? '', belakang: degree.gelarBelakang?.trim() ?? '' };
  const name = [degree.tingkat, degree.nama].filter(Boolean).join(' ') || '-';
  const inName = (title.depan && degree.inName.depan) || (title.belakang && degree.inName.belakang);
  const place = (lokasi: Place, label: string) => (
    <Switch
      checked={degree.checked[lokasi]}
      disabled={!title[lokasi]}
      loading={saving === lokasi}
      onChange={(checked) => onToggle(lokasi, checked)}
      data-testid={`gelar-${lokasi}`}
      aria-label={`${label}: ${title[lokasi] || t.noTitle} (${name})`}
    >
      {`${label}: ${title[lokasi] || t.noTitle}`}
    </Switch>
  );
  return (
    <li className={styles.item} data-testid="gelar-degree">
      <div className={styles.itemHead}>
        <Text strong>{name}</Text>
        {inName && <Tag color="green">{t.inName}</Tag>}
      </div>
      {degree.tahunLulus && <Text secondary>{t.graduated(degree.tahunLulus)}</Text>}
      <div className={styles.switches}>
        {place('depan', t.front)}
        {place('belakang', t.back)}
      </div>
    </li>
  );
}
