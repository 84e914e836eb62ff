import { castWithDemoNips } from '../../helpers/matrix-fixtures';
import { statedPurposes } from '../../helpers/personnel-fixtures';
import { useAgencySandbox } from '../../helpers/agency-sandbox';
import { useSiasnSandbox } from '../../helpers/siasn-sandbox';
import { personnelRows } from './matrix/rows-personnel';
import { personnelWriteRows } from './matrix/rows-personnel-writes';
import { runMatrix } from './matrix/run-matrix';

// The personnel routes against a SIASN sandbox, each actor with the NIP of the demo account of its
// role; staff have stated a purpose for the records they read (docs/privacy.md), so the matrix is
// about who may, not about the purpose question (tests/api/personal-data-reads.test.ts).
useSiasnSandbox();
useAgencySandbox();

runMatrix('personnel records', [...personnelRows, ...personnelWriteRows], {
  cast: async (cast, db) => {
    const withNips = await castWithDemoNips(cast, db);
    await statedPurposes(db, [withNips.agent, withNips.admin]);
    return withNips;
  },
});
