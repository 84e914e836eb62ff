import { refItemRoute } from '@/server/ref/ref-routes';
import { subFaqRef } from '@/server/ref/sub-faqs';

export default refItemRoute(subFaqRef);
