import { useState } from 'react';
import { withAntdScope } from '@/components/ui/antd-scope';
import { Flex } from '@/components/ui/flex';
import { RefJftTable } from './ref-jft-table';
import { RefJftUpload, type Refusal } from './ref-jft-upload';
import { SpreadsheetErrors } from './spreadsheet-errors';

/** The upload controls, a refused upload's errors, and the reference as it stands. */
function RefJftExplorer() {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  return (
    <Flex vertical gap={16}>
      <RefJftUpload onRefused={setRefusal} />
      {refusal && <SpreadsheetErrors message={refusal.message} errors={refusal.errors} />}
      <RefJftTable />
    </Flex>
  );
}

export default withAntdScope(RefJftExplorer);
