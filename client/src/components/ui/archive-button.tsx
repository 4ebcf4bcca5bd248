import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArchive, LuRotateCcw } from 'react-icons/lu';
import { ConfirmDialog } from './confirm-dialog';
import { appToaster } from './toaster';

export interface ArchiveButtonProps {
  /** Whether the record is archived: then the button restores it. */
  archived: boolean;
  /** Archives the record (the mutation). */
  onArchive: () => Promise<unknown>;
  /** Restores the record (the mutation). */
  onRestore: () => Promise<unknown>;
  /** Whether either mutation is on its way. */
  archiving: boolean;
  restoring: boolean;
  /** The screen's sentence for a failed call. */
  describeError: (error: unknown) => string;
  labels: {
    archive: string;
    restore: string;
    cancel: string;
    /** The confirmation's title and its question. */
    title: string;
    question: string;
    /** The toasts after archiving and after restoring. */
    archived: string;
    restored: string;
  };
}

/**
 * Archive (after a confirmation that shows why it failed, if it does) or, for an archived record,
 * restore (a failure is a toast): nothing is deleted, so either can be taken back.
 */
export function ArchiveButton({
  archived,
  onArchive,
  onRestore,
  archiving,
  restoring,
  describeError,
  labels,
}: ArchiveButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const archive = async () => {
    try {
      await onArchive();
      appToaster.create({ type: 'success', title: labels.archived });
      setConfirming(false);
    } catch (caught) {
      setFailure(describeError(caught));
    }
  };
  const restore = async () => {
    try {
      await onRestore();
      appToaster.create({ type: 'success', title: labels.restored });
    } catch (caught) {
      appToaster.create({ type: 'error', title: describeError(caught) });
    }
  };

  return (
    <>
      {archived ? (
        <Button variant="outline" loading={restoring} onClick={() => void restore()}>
          <LuRotateCcw aria-hidden="true" />
          {labels.restore}
        </Button>
      ) : (
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          <LuArchive aria-hidden="true" />
          {labels.archive}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={labels.title}
        cancelLabel={labels.cancel}
        confirmLabel={labels.archive}
        failure={failure}
        onCancel={() => {
          setConfirming(false);
          setFailure(null);
        }}
        onConfirm={() => void archive()}
        confirming={archiving}
      >
        {labels.question}
      </ConfirmDialog>
    </>
  );
}
