import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuotedAttachment } from '../mail-quote';
import { AttachmentUploadError, uploadAttachment, type AttachmentFailure } from '../mail-upload';

/** The most files a mail carries (contract: attachmentIds, at most 10). */
export const MAX_ATTACHMENTS = 10;

/** A file of the composer: uploaded (`id`), going up (`progress`), or refused (`error`). */
export interface ComposerAttachment {
  key: string;
  id: string | null;
  name: string;
  size: number;
  type: string;
  progress: number;
  error: AttachmentFailure | null;
}

let nextKey = 0;
const keyOf = () => `attachment-${(nextKey += 1)}`;

/** The composer's files: those it opened with (a draft's, a forwarded mail's) and those added, uploaded at once. */
export function useComposerAttachments(initial: readonly QuotedAttachment[]) {
  const [attachments, setAttachments] = useState<ComposerAttachment[]>(() =>
    initial.map((attachment) => ({ ...attachment, key: keyOf(), progress: 1, error: null })),
  );
  const controllers = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = (key: string, change: Partial<ComposerAttachment>) =>
    setAttachments((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  /** Adds files (from the picker or a drop); answers false when that would pass the limit. */
  const add = useCallback((files: readonly File[], count: number): boolean => {
    if (files.length === 0) return true;
    if (count + files.length > MAX_ATTACHMENTS) return false;
    for (const file of files) {
      const key = keyOf();
      const controller = new AbortController();
      controllers.current.set(key, controller);
      setAttachments((list) => [
        ...list,
        { key, id: null, name: file.name, size: file.size, type: file.type, progress: 0, error: null },
      ]);
      uploadAttachment(file, (progress) => patch(key, { progress }), controller.signal)
        .then((stored) => patch(key, { id: stored.id, type: stored.type, size: stored.size, progress: 1 }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted)
            patch(key, { error: error instanceof AttachmentUploadError ? error.reason : 'failed' });
        })
        .finally(() => controllers.current.delete(key));
    }
    return true;
  }, []);

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setAttachments((list) => list.filter((item) => item.key !== key));
  }, []);

  const uploadedIds = attachments.flatMap((item) => (item.id ? [item.id] : []));
  const uploading = attachments.some((item) => item.id === null && item.error === null);
  return { attachments, add, remove, uploadedIds, uploading };
}
