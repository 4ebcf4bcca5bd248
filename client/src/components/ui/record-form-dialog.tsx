import { FormDialogFrame, type FormDialogFrameProps } from './form-dialog-frame';
import { appToaster } from './toaster';

export interface RecordFormDialogProps extends Pick<
  FormDialogFrameProps,
  'title' | 'onClose' | 'onSubmit' | 'submitLabel' | 'submitting' | 'children'
> {
  /** Why the last save was refused (useFormSubmit's `message`), shown above the fields. */
  message: string | null;
}

/**
 * The dialog that creates or edits a record with many fields (a company, an organization, a
 * sponsorship): large, the whole screen below `md`, scrolling inside and centred, closed by Cancel; a
 * refused save is said above the fields.
 */
export function RecordFormDialog(props: RecordFormDialogProps) {
  return <FormDialogFrame {...props} size="lg" fullBelow="md" scrollInside centered closeButton={false} />;
}

/** What a record dialog does once its save went through: hand the saved record on, then close. */
export interface RecordSaved<TRecord> {
  onSaved?: (record: TRecord) => void;
  onClose: () => void;
}

/** After a save: the success toast (`title`), the saved record handed on, the dialog closed. */
export function announceSaved<TRecord>(
  record: TRecord,
  title: string,
  { onSaved, onClose }: RecordSaved<TRecord>,
) {
  appToaster.create({ type: 'success', title });
  onSaved?.(record);
  onClose();
}
