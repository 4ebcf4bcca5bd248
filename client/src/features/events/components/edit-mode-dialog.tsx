import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { EventEditMode } from '../../../generated/graphql';

/** What is about to happen to an occurrence of a series. */
export type ModePurpose = 'edit' | 'cancel' | 'reinstate' | 'move';

export const EDIT_MODES: readonly EventEditMode[] = ['THIS', 'FOLLOWING', 'ALL'];

interface EditModeDialogProps {
  /** The change asked about; null keeps the dialog closed. */
  purpose: ModePurpose | null;
  onChoose: (mode: EventEditMode) => void;
  /** Back, Escape or a click outside: nothing changes. */
  onCancel: () => void;
}

/**
 * The question before a change of one date of a recurring event: this event, this and the following
 * ones, or all of them. "This event" is chosen at first, the change that touches least.
 */
export function EditModeDialog({ purpose, onChoose, onCancel }: EditModeDialogProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<EventEditMode>('THIS');
  const questionId = useId();
  const title =
    purpose === 'cancel'
      ? t('events.mode.cancelTitle')
      : purpose === 'reinstate'
        ? t('events.mode.reinstateTitle')
        : purpose === 'move'
          ? t('events.mode.moveTitle')
          : t('events.mode.editTitle');
  return (
    <ConfirmDialog
      tone="choice"
      open={purpose !== null}
      title={title}
      cancelLabel={t('events.mode.back')}
      confirmLabel={t('events.mode.continue')}
      onCancel={onCancel}
      onConfirm={() => onChoose(mode)}
      onExitComplete={() => setMode('THIS')}
      // After "Edit" the form opens in its place: focus going back to the drawer would be focus outside
      // the form's dialog, which closes it.
      restoreFocus={purpose !== 'edit'}
    >
      <Stack gap="3">
        <Text id={questionId}>{t('events.mode.question')}</Text>
        <RadioGroup.Root
          aria-labelledby={questionId}
          value={mode}
          onValueChange={(details) => {
            const next = EDIT_MODES.find((choice) => choice === details.value);
            if (next) setMode(next);
          }}
        >
          <Stack gap="3">
            {EDIT_MODES.map((choice) => (
              <RadioGroup.Item key={choice} value={choice}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`events.mode.${choice}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Stack>
    </ConfirmDialog>
  );
}
