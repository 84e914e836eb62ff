import { refCollectionRoute } from '@/server/ref/ref-routes';
import { categoryRef } from '@/server/ref/categories';

export default refCollectionRoute(categoryRef);
