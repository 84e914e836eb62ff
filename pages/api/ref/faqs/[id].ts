import { refItemRoute } from '@/server/ref/ref-routes';
import { faqRef } from '@/server/ref/faqs';

export default refItemRoute(faqRef);
