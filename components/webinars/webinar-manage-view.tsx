import { FileSearchOutlined } from '@ant-design/icons';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { Flex } from '@/components/ui/flex';
import { ResultState } from '@/components/ui/result-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useWebinar } from '@/hooks/webinars/use-webinars';
import { webinarsText as t } from '@/locales/id/webinars';
import { ParticipantsTable } from './participants-table';
import { QuizAuthoring } from './quiz-authoring';

// The form is antd's (Form, DatePicker, the markdown editor): its own chunk, off the page's first load.
const WebinarForm = dynamic(() => import('./webinar-form').then((m) => m.WebinarForm), { ssr: false, loading: () => <Skeleton rows={8} /> });

/**
 * Admin: the series form, then (once it exists) its quiz and participants. `id` is 'new' for a new
 * series, undefined while the router reads the URL, null when the URL holds no id.
 */
export function WebinarManageView({ id }: { id: number | 'new' | null | undefined }) {
  const { data: webinar, isPending, isError } = useWebinar(typeof id === 'number' ? id : undefined);
  if (id === 'new') return <WebinarForm webinar={null} />;
  if (id === null || isError) return <ResultState status="404" icon={<FileSearchOutlined />} title={t.notFound} />;
  if (id === undefined || isPending) return <Skeleton rows={8} />;
  return (
    <Flex vertical gap={16}>
      <Link href={`/webinar/${webinar.id}`}>{webinar.title}</Link>
      <WebinarForm webinar={webinar} />
      <QuizAuthoring webinarId={webinar.id} />
      <ParticipantsTable webinarId={webinar.id} />
    </Flex>
  );
}
