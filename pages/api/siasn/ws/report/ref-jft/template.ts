import { apiRoute, route } from '@/server/http/api-route';
import { REF_JFT_COLUMNS } from '@/server/ref-jft/columns';
import { sendTemplate } from '@/server/spreadsheets/write';

export default apiRoute({
  GET: route({
    permission: 'manage-personnel-reports',
    handle: ({ res }) => sendTemplate(res, { fileName: 'templat-referensi-jft', sheetName: 'Referensi JFT', columns: REF_JFT_COLUMNS }),
  }),
});
