import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';

// recharts loads only when a report draws a chart, so no other page ships it.
export const LazyCategoryChart = dynamic(() => import('./charts/category-chart'), { ssr: false, loading: () => <Skeleton block={240} /> });
