import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';

// recharts (and d3 parts) load only when a chart is drawn, so no other page ships them.
const loading = () => <Skeleton block={260} />;
export const LazyBarChart = dynamic(() => import('./charts/bar-chart'), { ssr: false, loading });
export const LazyLineChart = dynamic(() => import('./charts/line-chart'), { ssr: false, loading });
