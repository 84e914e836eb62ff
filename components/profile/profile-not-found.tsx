import { Result } from 'antd';
import { profileText } from '@/locales/id';

/** Loaded only when a profile is missing, so antd's Result stays out of the page's first load. */
export default function ProfileNotFound() {
  return <Result status="404" title={profileText.notFound} />;
}
