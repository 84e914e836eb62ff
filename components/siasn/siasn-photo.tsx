import { useState } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { siasnText as t } from '@/locales/id/siasn';
import { siasnPhotoUrl } from '@/services/siasn';
import styles from './siasn.module.css';

/** The photo SIASN keeps of the person; a person icon when it has none or cannot send it. */
export function SiasnPhoto({ nip, name }: { nip: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className={styles.photo} role="img" aria-label={t.utama.photo(name)}>
        <UserOutlined aria-hidden />
      </span>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- an API image behind the session, not a static asset
  return <img className={styles.photo} src={siasnPhotoUrl(nip)} alt={t.utama.photo(name)} onError={() => setFailed(true)} />;
}
