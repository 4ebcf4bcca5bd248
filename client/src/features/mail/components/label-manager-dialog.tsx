import {
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Portal,
  Stack,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { MailLabelColor, MailLabelFieldsFragment } from '../../../generated/graphql';
import type { MailMutations } from '../hooks/use-mail-mutations';
import { LABEL_COLORS, labelPalette } from '../mail-look';

interface LabelManagerDialogProps {
  open: boolean;
  onClose: () => void;
  labels: readonly MailLabelFieldsFragment[];
  mutations: MailMutations;
}

const TITLE_MAX = 40;

/** Creates, renames, recolours and deletes the viewer's labels; each change is saved as it is made. */
export function LabelManagerDialog({ open, onClose, labels, mutations }: LabelManagerDialogProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [color, setColor] = useState<MailLabelColor>('blue');
  const [adding, setAdding] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    setAdding(true);
    const saved = await mutations.createLabel({ title: trimmed, color });
    setAdding(false);
    if (saved) setTitle('');
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('mail.labels.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {labels.map((label) => (
                  <LabelRow key={label.id} label={label} mutations={mutations} />
                ))}
                <form onSubmit={(event) => void add(event)} aria-label={t('mail.labels.new')}>
                  <HStack gap="2" pt="2" borderTopWidth={labels.length ? '1px' : undefined}>
                    <Input
                      value={title}
                      maxLength={TITLE_MAX}
                      onChange={(event) => setTitle(event.target.value)}
                      placeholder={t('mail.labels.new')}
                      aria-label={t('mail.labels.name')}
                      size="sm"
                    />
                    <ColorSelect value={color} onChange={setColor} label={t('mail.labels.color')} />
                    <Button type="submit" size="sm" loading={adding} disabled={!title.trim()}>
                      <LuPlus aria-hidden="true" />
                      {t('mail.labels.add')}
                    </Button>
                  </HStack>
                </form>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('mail.labels.done')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('mail.composer.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LabelRow({ label, mutations }: { label: MailLabelFieldsFragment; mutations: MailMutations }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(label.title);
  const rename = () => {
    const trimmed = title.trim();
    if (!trimmed || trimmed === label.title) {
      setTitle(label.title);
      return;
    }
    void mutations.updateLabel(label, { title: trimmed }).then((ok) => {
      if (!ok) setTitle(label.title);
    });
  };
  return (
    <HStack gap="2">
      <Box
        aria-hidden="true"
        boxSize="3"
        rounded="full"
        colorPalette={labelPalette(label.color)}
        bg="colorPalette.solid"
        flexShrink="0"
      />
      <Input
        size="sm"
        value={title}
        maxLength={TITLE_MAX}
        aria-label={t('mail.labels.rename', { title: label.title })}
        onChange={(event) => setTitle(event.target.value)}
        onBlur={rename}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            rename();
          }
        }}
      />
      <ColorSelect
        value={label.color}
        onChange={(color) => void mutations.updateLabel(label, { color })}
        label={t('mail.labels.colorOf', { title: label.title })}
      />
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={t('mail.labels.delete', { title: label.title })}
        onClick={() => void mutations.deleteLabel(label)}
      >
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}

function ColorSelect({
  value,
  onChange,
  label,
}: {
  value: MailLabelColor;
  onChange: (color: MailLabelColor) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width="36" flexShrink="0">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value as MailLabelColor)}
      >
        {LABEL_COLORS.map((color) => (
          <option key={color} value={color}>
            {t(`mail.labels.colors.${color}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
