import { refCollectionRoute } from '@/server/ref/ref-routes';
import { subFaqRef } from '@/server/ref/sub-faqs';

export default refCollectionRoute(subFaqRef);
