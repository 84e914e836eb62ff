import { refCollectionRoute } from '@/server/ref/ref-routes';
import { faqRef } from '@/server/ref/faqs';

export default refCollectionRoute(faqRef);
