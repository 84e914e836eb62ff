import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';

/** The steps bar, loaded on demand with antd (pages start without it). */
export const LazyLoanSteps = dynamic(() => import('./loan-steps'), { ssr: false, loading: () => <Skeleton rows={1} /> });
