import {
  Alert,
  Box,
  Button,
  EmptyState,
  Field,
  Flex,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Popover,
  Portal,
  RadioGroup,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useId, useReducer, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBookmark, LuCheck, LuPencil, LuPlus, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { TopBarShortcutsDocument } from '../graphql/top-bar';
import {
  useCreateShortcut,
  useDeleteShortcut,
  useUpdateShortcut,
  type Shortcut,
} from '../hooks/use-shortcut-mutations';
import { iconBaseName, isShortcutIconName, ShellIcon, SHORTCUT_ICONS, shortcutIconValue } from '../icons';
import {
  EMPTY_SHORTCUT_FORM,
  isShortcutValid,
  shortcutInput,
  validateShortcut,
  type ShortcutFormValues,
} from '../shortcut-validation';
import { INITIAL_SHORTCUTS_MODE, shortcutsModeReducer, type ShortcutsEvent } from '../shortcuts-mode';
import { PanelTrigger } from './panel-trigger';
import { TopBarTooltip } from './top-bar-tooltip';

/** The shortcuts panel (spec 000 §2, §4): view, modify, add and edit. */
export function ShortcutsPanel() {
  const { t } = useTranslation();
  const triggerId = useId();
  const [open, setOpen] = useState(false);
  const [mode, dispatch] = useReducer(shortcutsModeReducer, INITIAL_SHORTCUTS_MODE);
  // Loaded with the shell (spec 000 §7), so the panel opens with its list ready.
  useQuery(TopBarShortcutsDocument);

  return (
    <Popover.Root
      ids={{ trigger: triggerId }}
      open={open}
      onOpenChange={(details) => {
        // Opening the panel resets it to view.
        if (details.open) dispatch({ type: 'open' });
        setOpen(details.open);
      }}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
    >
      <PanelTrigger
        triggerId={triggerId}
        label={t('shell.shortcuts.open')}
        tooltip={t('shell.shortcuts.open')}
      >
        <LuBookmark />
      </PanelTrigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 2rem)', sm: '96' }} data-testid="shortcuts-panel">
            <ShortcutsContent mode={mode} dispatch={dispatch} onNavigate={() => setOpen(false)} />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

type Mode = ReturnType<typeof shortcutsModeReducer>;

function ShortcutsContent({
  mode,
  dispatch,
  onNavigate,
}: {
  mode: Mode;
  dispatch: (event: ShortcutsEvent) => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(TopBarShortcutsDocument);
  const shortcuts = data?.shortcuts ?? [];
  const editing = mode.name === 'edit' ? shortcuts.find((s) => s.id === mode.shortcutId) : undefined;

  const suffix =
    mode.name === 'add'
      ? t('shell.shortcuts.addNew')
      : mode.name === 'edit'
        ? t('shell.shortcuts.editing')
        : null;

  return (
    <>
      <Flex align="center" gap="2" px="4" py="3" bg="brand.solid" color="brand.contrast" roundedTop="l2">
        <Popover.Title flex="1" fontWeight="semibold" textStyle="md">
          {t('shell.shortcuts.title')}
          {suffix ? (
            <Text as="span" fontWeight="normal" ms="1.5" opacity={0.85}>
              — {suffix}
            </Text>
          ) : null}
        </Popover.Title>
        {mode.name === 'view' ? (
          <>
            <HeaderButton
              label={t('shell.shortcuts.enterEditMode')}
              onClick={() => dispatch({ type: 'enterEdit' })}
            >
              <LuPencil />
            </HeaderButton>
            <HeaderButton label={t('shell.shortcuts.addShortcut')} onClick={() => dispatch({ type: 'add' })}>
              <LuPlus />
            </HeaderButton>
          </>
        ) : null}
        {mode.name === 'modify' ? (
          <HeaderButton label={t('shell.shortcuts.exitEditMode')} onClick={() => dispatch({ type: 'done' })}>
            <LuCheck />
          </HeaderButton>
        ) : null}
        {mode.name === 'add' || mode.name === 'edit' ? (
          <HeaderButton label={t('shell.shortcuts.cancel')} onClick={() => dispatch({ type: 'cancel' })}>
            <LuX />
          </HeaderButton>
        ) : null}
      </Flex>
      <Popover.Body p="0" maxH={{ base: '70vh', md: '480px' }} overflowY="auto">
        {mode.name === 'add' ? (
          <ShortcutForm key="add" onDone={() => dispatch({ type: 'saved' })} />
        ) : mode.name === 'edit' ? (
          editing ? (
            <ShortcutForm
              key={editing.id}
              shortcut={editing}
              onDone={() => dispatch({ type: 'saved' })}
              onDeleted={() => dispatch({ type: 'deleted' })}
            />
          ) : null
        ) : loading && !data ? (
          <Flex justify="center" py="8">
            <Spinner color="fg.muted" />
          </Flex>
        ) : shortcuts.length === 0 ? (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuBookmark />
              </EmptyState.Indicator>
              <EmptyState.Title>{t('shell.shortcuts.emptyTitle')}</EmptyState.Title>
              <EmptyState.Description>{t('shell.shortcuts.emptyDescription')}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <SimpleGrid columns={2} gap="px" bg="border.muted">
            {shortcuts.map((shortcut) => (
              <ShortcutTile
                key={shortcut.id}
                shortcut={shortcut}
                modifying={mode.name === 'modify'}
                onSelect={() => dispatch({ type: 'select', shortcutId: shortcut.id })}
                onNavigate={onNavigate}
              />
            ))}
          </SimpleGrid>
        )}
      </Popover.Body>
    </>
  );
}

function HeaderButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <TopBarTooltip content={label}>
      <IconButton
        size="xs"
        variant="ghost"
        color="brand.contrast"
        _hover={{ bg: 'whiteAlpha.300' }}
        aria-label={label}
        onClick={onClick}
      >
        {children}
      </IconButton>
    </TopBarTooltip>
  );
}

function ShortcutTile({
  shortcut,
  modifying,
  onSelect,
  onNavigate,
}: {
  shortcut: Shortcut;
  modifying: boolean;
  onSelect: () => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const body = (
    <Stack align="center" gap="2" py="5" px="3" textAlign="center" w="full">
      <Flex
        position="relative"
        align="center"
        justify="center"
        boxSize="12"
        rounded="full"
        bg="bg.muted"
        color="fg"
        fontSize="xl"
      >
        <ShellIcon name={shortcut.icon} />
        {modifying ? (
          <Flex
            position="absolute"
            inset="0"
            rounded="full"
            align="center"
            justify="center"
            bg="brand.solid"
            color="brand.contrast"
            fontSize="md"
          >
            <LuPencil aria-hidden="true" />
          </Flex>
        ) : null}
      </Flex>
      <Box minW="0" w="full">
        <Text fontWeight="medium" truncate>
          {shortcut.label}
        </Text>
        {shortcut.description ? (
          <Text textStyle="xs" color="fg.muted" truncate>
            {shortcut.description}
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
  const tileStyle = {
    display: 'flex',
    bg: 'bg.panel',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
    cursor: 'pointer',
  } as const;

  if (modifying) {
    return (
      <Box
        as="button"
        {...tileStyle}
        aria-label={t('shell.shortcuts.edit', { label: shortcut.label })}
        onClick={onSelect}
      >
        {body}
      </Box>
    );
  }
  if (shortcut.useRouter) {
    return (
      <Box asChild {...tileStyle}>
        <RouterLink to={shortcut.link} onClick={onNavigate}>
          {body}
        </RouterLink>
      </Box>
    );
  }
  return (
    <Box asChild {...tileStyle}>
      <a
        href={shortcut.link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('shell.shortcuts.opensExternal', { label: shortcut.label })}
        onClick={onNavigate}
      >
        {body}
      </a>
    </Box>
  );
}

function toFormValues(shortcut: Shortcut | undefined): ShortcutFormValues {
  if (!shortcut) return EMPTY_SHORTCUT_FORM;
  return {
    label: shortcut.label,
    description: shortcut.description ?? '',
    icon: shortcut.icon,
    link: shortcut.link,
    useRouter: shortcut.useRouter,
  };
}

export function ShortcutForm({
  shortcut,
  onDone,
  onDeleted,
}: {
  shortcut?: Shortcut;
  onDone: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ShortcutFormValues>(() => toFormValues(shortcut));
  const [touched, setTouched] = useState<Partial<Record<keyof ShortcutFormValues, boolean>>>({});
  const [createShortcut, createState] = useCreateShortcut();
  const [updateShortcut, updateState] = useUpdateShortcut();
  const [deleteShortcut, deleteState] = useDeleteShortcut();
  const [failed, setFailed] = useState(false);
  const errors = validateShortcut(values);
  const valid = isShortcutValid(values);
  const busy = createState.loading || updateState.loading || deleteState.loading;

  const set = <K extends keyof ShortcutFormValues>(key: K, value: ShortcutFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const touch = (key: keyof ShortcutFormValues) => setTouched((current) => ({ ...current, [key]: true }));
  const errorFor = (key: keyof ShortcutFormValues) => {
    const error = errors[key];
    return touched[key] && error ? t(`shell.shortcuts.form.${error}`) : null;
  };

  const submit = async () => {
    if (!valid || busy) return;
    setFailed(false);
    try {
      if (shortcut) await updateShortcut({ variables: { id: shortcut.id, input: shortcutInput(values) } });
      else await createShortcut({ variables: { input: shortcutInput(values) } });
      onDone();
    } catch {
      setFailed(true);
    }
  };

  const remove = async () => {
    if (!shortcut || busy) return;
    setFailed(false);
    try {
      await deleteShortcut({ variables: { id: shortcut.id } });
      onDeleted?.();
    } catch {
      setFailed(true);
    }
  };

  const iconName = iconBaseName(values.icon);

  return (
    <Stack asChild gap="4" p="4">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {failed ? (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t('shell.shortcuts.form.failed')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Field.Root required invalid={Boolean(errorFor('label'))}>
          <Field.Label>
            {t('shell.shortcuts.form.label')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            autoFocus
            value={values.label}
            maxLength={100}
            onChange={(event) => set('label', event.target.value)}
            onBlur={() => touch('label')}
          />
          <Field.ErrorText>{errorFor('label')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errorFor('description'))}>
          <Field.Label>{t('shell.shortcuts.form.description')}</Field.Label>
          <Input
            value={values.description}
            maxLength={300}
            onChange={(event) => set('description', event.target.value)}
            onBlur={() => touch('description')}
          />
          <Field.ErrorText>{errorFor('description')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errorFor('icon'))}>
          <Field.Label>
            {t('shell.shortcuts.form.icon')}
            <Field.RequiredIndicator />
          </Field.Label>
          <HStack w="full">
            <Flex
              boxSize="10"
              flexShrink={0}
              align="center"
              justify="center"
              rounded="l2"
              bg="bg.muted"
              fontSize="lg"
            >
              <ShellIcon name={values.icon} />
            </Flex>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.icon}
                onChange={(event) => {
                  set('icon', event.target.value);
                  touch('icon');
                }}
                onBlur={() => touch('icon')}
              >
                <option value="">{t('shell.shortcuts.form.iconPlaceholder')}</option>
                {/* A stored icon outside the offered set stays selectable as it is. */}
                {values.icon && !isShortcutIconName(iconName) ? (
                  <option value={values.icon}>{iconName}</option>
                ) : null}
                {SHORTCUT_ICONS.map((name) => {
                  const value =
                    values.icon && iconBaseName(values.icon) === name ? values.icon : shortcutIconValue(name);
                  return (
                    <option key={name} value={value}>
                      {t(`shell.shortcuts.icons.${name}`)}
                    </option>
                  );
                })}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <Field.ErrorText>{errorFor('icon')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errorFor('useRouter'))}>
          <Field.Label id="shortcut-link-kind">
            {t('shell.shortcuts.form.linkKind')}
            <Field.RequiredIndicator />
          </Field.Label>
          <RadioGroup.Root
            size="sm"
            aria-labelledby="shortcut-link-kind"
            value={values.useRouter === null ? null : values.useRouter ? 'router' : 'external'}
            onValueChange={(details) => {
              set('useRouter', details.value === 'router');
              touch('useRouter');
            }}
          >
            <HStack gap="5">
              {(['router', 'external'] as const).map((kind) => (
                <RadioGroup.Item key={kind} value={kind}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {kind === 'router' ? t('shell.shortcuts.form.inApp') : t('shell.shortcuts.form.external')}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          <Field.ErrorText>{errorFor('useRouter')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errorFor('link'))}>
          <Field.Label>
            {t('shell.shortcuts.form.link')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={values.link}
            maxLength={2048}
            inputMode="url"
            onChange={(event) => set('link', event.target.value)}
            onBlur={() => touch('link')}
          />
          {errorFor('link') ? (
            <Field.ErrorText>{errorFor('link')}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {values.useRouter === false
                ? t('shell.shortcuts.form.linkHelpExternal')
                : t('shell.shortcuts.form.linkHelpRouter')}
            </Field.HelperText>
          )}
        </Field.Root>
        <HStack justify="flex-end" gap="2">
          {shortcut ? (
            <Button
              variant="outline"
              colorPalette="red"
              size="sm"
              me="auto"
              loading={deleteState.loading}
              disabled={busy}
              onClick={() => void remove()}
            >
              {t('shell.shortcuts.form.delete')}
            </Button>
          ) : null}
          <Button
            type="submit"
            size="sm"
            disabled={!valid || busy}
            loading={createState.loading || updateState.loading}
          >
            {shortcut ? t('shell.shortcuts.form.update') : t('shell.shortcuts.form.add')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
