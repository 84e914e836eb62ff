import { apiRoute, route } from '@/server/http/api-route';
import { MFA_COLUMNS } from '@/server/mfa/columns';
import { sendTemplate } from '@/server/spreadsheets/write';

export default apiRoute({
  GET: route({
    permission: 'manage-personnel-reports',
    handle: ({ res }) => sendTemplate(res, { fileName: 'templat-aktivasi-mfa', sheetName: 'Aktivasi MFA', columns: MFA_COLUMNS }),
  }),
});
