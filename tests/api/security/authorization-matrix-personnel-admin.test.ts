import { useAgencySandbox } from '../../helpers/agency-sandbox';
import { useSiasnSandbox } from '../../helpers/siasn-sandbox';
import { personnelAdminRows } from './matrix/rows-personnel-admin';
import { runMatrix } from './matrix/run-matrix';

// Personnel administration (docs/personnel-admin.md section 1): every route admin-only.
useSiasnSandbox();
useAgencySandbox();

runMatrix('personnel administration', personnelAdminRows);
