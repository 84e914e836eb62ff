import { castWithDemoNips } from '../../helpers/matrix-fixtures';
import { useAgencySandbox } from '../../helpers/agency-sandbox';
import { useSiasnSandbox } from '../../helpers/siasn-sandbox';
import { personnelRows } from './matrix/rows-personnel';
import { personnelWriteRows } from './matrix/rows-personnel-writes';
import { runMatrix } from './matrix/run-matrix';

// The personnel routes against a SIASN sandbox, each actor with the NIP of the demo account of its role.
useSiasnSandbox();
useAgencySandbox();

runMatrix('personnel records', [...personnelRows, ...personnelWriteRows], { cast: castWithDemoNips });
