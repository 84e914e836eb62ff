import { adminJobsRows } from './rows-admin-jobs';
import { adminPipelinesRows } from './rows-admin-pipelines';
import { adminReportsRows } from './rows-admin-reports';
import { adminUnitsRows } from './rows-admin-units';

// Personnel administration (docs/personnel-admin.md), one file per area.
export const personnelAdminRows = [...adminJobsRows, ...adminPipelinesRows, ...adminReportsRows, ...adminUnitsRows];
