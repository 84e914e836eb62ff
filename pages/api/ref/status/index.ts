import { refCollectionRoute } from '@/server/ref/ref-routes';
import { statusRef } from '@/server/ref/coded-refs';

export default refCollectionRoute(statusRef);
