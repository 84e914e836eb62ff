import { refItemRoute } from '@/server/ref/ref-routes';
import { categoryRef } from '@/server/ref/categories';

export default refItemRoute(categoryRef);
