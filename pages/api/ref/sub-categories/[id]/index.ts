import { refItemRoute } from '@/server/ref/ref-routes';
import { subCategoryRef } from '@/server/ref/sub-categories';

export default refItemRoute(subCategoryRef);
