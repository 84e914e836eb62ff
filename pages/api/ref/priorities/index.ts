import { refCollectionRoute } from '@/server/ref/ref-routes';
import { priorityRef } from '@/server/ref/coded-refs';

export default refCollectionRoute(priorityRef);
