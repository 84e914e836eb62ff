import { refItemRoute } from '@/server/ref/ref-routes';
import { statusRef } from '@/server/ref/coded-refs';

export default refItemRoute(statusRef);
