import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';

// recharts loads only when the reconciliation page draws it, so no other page ships it.
export const LazyMfaChart = dynamic(() => import('./charts/mfa-chart'), { ssr: false, loading: () => <Skeleton block={320} /> });
