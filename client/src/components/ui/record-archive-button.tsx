import type { CustomTypeOptions, TFunction } from 'i18next';
import { ArchiveButton, type ArchiveButtonProps } from './archive-button';

type Strings = CustomTypeOptions['resources']['translation'];

/**
 * The features whose locales word archiving as a record page does: `<feature>.actions.{archive,
 * restore,cancel}` and `<feature>.archiveDialog.{title,question,done,restored}`.
 */
export type ArchiveWordsOwner = {
  [K in keyof Strings]: Strings[K] extends {
    actions: { archive: string; restore: string; cancel: string };
    archiveDialog: { title: string; question: string; done: string; restored: string };
  }
    ? K
    : never;
}[keyof Strings];

/** The ArchiveButton labels of `feature`'s record page for the record called `name`. */
export function archiveLabels(
  t: TFunction,
  feature: ArchiveWordsOwner,
  name: string,
): ArchiveButtonProps['labels'] {
  const say = t as unknown as (key: string, options?: { name: string }) => string;
  return {
    archive: say(`${feature}.actions.archive`),
    restore: say(`${feature}.actions.restore`),
    cancel: say(`${feature}.actions.cancel`),
    title: say(`${feature}.archiveDialog.title`),
    question: say(`${feature}.archiveDialog.question`, { name }),
    archived: say(`${feature}.archiveDialog.done`),
    restored: say(`${feature}.archiveDialog.restored`),
  };
}

/** A record page's archive and restore (useArchiveMutations, or a feature's hook of the same shape). */
export interface RecordArchiving<Target> {
  archive: (target: Target) => Promise<unknown>;
  restore: (target: Target) => Promise<unknown>;
  archiving: boolean;
  restoring: boolean;
}

interface RecordArchiveButtonProps<Target> extends Pick<
  ArchiveButtonProps,
  'archived' | 'describeError' | 'labels'
> {
  /** What the mutations take: the record's id, or the record itself. */
  target: Target;
  archiving: RecordArchiving<Target>;
}

/** The ArchiveButton of a record page, wired to the page's archive mutations. */
export function RecordArchiveButton<Target>({
  target,
  archiving,
  ...button
}: RecordArchiveButtonProps<Target>) {
  return (
    <ArchiveButton
      {...button}
      onArchive={() => archiving.archive(target)}
      onRestore={() => archiving.restore(target)}
      archiving={archiving.archiving}
      restoring={archiving.restoring}
    />
  );
}
