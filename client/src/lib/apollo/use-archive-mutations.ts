import type { TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';
import {
  dataOrThrow,
  useCacheMutation,
  type CacheMutationCall,
  type CacheMutationOptions,
} from './use-cache-mutation';

type ById = { id: string };

/**
 * A record page's archive and restore (useCacheMutation): each takes the record's id and, where the
 * page knows the answer ahead, an optimistic one. A refusal is rolled back and rejects, for
 * ArchiveButton to show in its confirmation (which also toasts the success).
 */
export function useArchiveMutations<TArchive, TRestore, TVariables extends ById>(
  documents: {
    archive: TypedDocumentNode<TArchive, TVariables>;
    restore: TypedDocumentNode<TRestore, TVariables>;
  },
  options: CacheMutationOptions,
) {
  const [archiveRecord, archiving] = useCacheMutation(documents.archive, options);
  const [restoreRecord, restoring] = useCacheMutation(documents.restore, options);
  const archive = useCallback(
    async (id: string, optimisticResponse?: CacheMutationCall<TArchive, TVariables>['optimisticResponse']) =>
      dataOrThrow(
        await archiveRecord({ variables: { id } as TVariables, optimisticResponse, handledByCaller: true }),
      ),
    [archiveRecord],
  );
  const restore = useCallback(
    async (id: string, optimisticResponse?: CacheMutationCall<TRestore, TVariables>['optimisticResponse']) =>
      dataOrThrow(
        await restoreRecord({ variables: { id } as TVariables, optimisticResponse, handledByCaller: true }),
      ),
    [restoreRecord],
  );
  return { archive, restore, archiving: archiving.loading, restoring: restoring.loading };
}
