import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createRef, deleteRef, listRef, updateRef, type RefKind } from '@/services/ref';
import { refKeys, referenceKeys } from '@/hooks/query-keys';

export function useRefList<K extends RefKind>(kind: K, { enabled = true } = {}) {
  return useQuery({ queryKey: refKeys.list(kind), queryFn: () => listRef(kind), enabled });
}

/** Create, update and delete of one kind; every reference list and picker refetches afterwards. */
export function useRefMutations(kind: RefKind) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: refKeys.all }), queryClient.invalidateQueries({ queryKey: referenceKeys.all })]);
  return {
    create: useMutation({ mutationFn: (body: object) => createRef(kind, body), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: object }) => updateRef(kind, id, body), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => deleteRef(kind, id), onSuccess }),
  };
}
