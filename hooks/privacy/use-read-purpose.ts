import { useMutation } from '@tanstack/react-query';
import { postReadPurpose } from '@/services/privacy';
import type { ReadPurposeInput } from '@/utils/schemas/privacy';

/** States the purpose of reading `nip`'s record for this session. */
export function useStateReadPurpose(nip: string) {
  return useMutation({ mutationFn: (input: ReadPurposeInput) => postReadPurpose(nip, input) });
}
