import {
  Box,
  Button,
  Field,
  Fieldset,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImageUp, LuPlus, LuTrash2, LuX } from 'react-icons/lu';
import { useBlocker } from 'react-router';
import { describeApiError } from '../../../app/apollo/errors';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { TagsEditor, type TagOption } from '../../../components/tags/tags-editor';
import type { ContactDetailFragment } from '../../../generated/graphql';
import { appToaster } from '../../../components/ui/toaster';
import {
  AVATAR_ACCEPT,
  avatarProblemFromServer,
  checkAvatarFile,
  readAsDataUrl,
  type AvatarProblem,
} from '../avatar-file';
import {
  CONTACT_FORM_LIMITS,
  contactFieldOrder,
  contactFormChanged,
  contactFormValues,
  contactPatch,
  contactServerProblems,
  emptyEmailRow,
  emptyPhoneRow,
  validateContactForm,
  type ContactFormProblems,
  type ContactFormValues,
  type EmailRow,
  type PhoneRow,
} from '../contact-form';
import { contactsErrorMessage } from '../contacts-errors';
import { countriesByIso, type CountryOption } from '../countries';
import {
  useContactTagMutations,
  useUpdateContact,
  useUploadContactAvatar,
} from '../hooks/use-contact-mutations';
import { BirthdayPicker, CountrySelect, LabelSelect } from './contact-fields';
import { ContactCover } from './contact-view';
import { ContactAvatar } from './contacts-list';
import { DiscardChangesDialog } from './discard-changes-dialog';

interface ContactEditorProps {
  contact: ContactDetailFragment;
  countries: readonly CountryOption[];
  tags: readonly TagOption[];
  /** After a successful save or a cancel: back to the view. */
  onClose: () => void;
}

/**
 * The edit mode of a contact. Checks run before sending; the server's field problems land on their
 * fields and nothing typed is lost on a failure. Escape (or Cancel) leaves; with unsaved changes,
 * Escape and leaving the page ask first. The picture is uploaded or removed at once.
 */
export function ContactEditor({ contact, countries, tags, onClose }: ContactEditorProps) {
  const { t } = useTranslation();
  const [initial] = useState(() => contactFormValues(contact));
  const [values, setValues] = useState<ContactFormValues>(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<ContactFormProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [askDiscard, setAskDiscard] = useState(false);
  const [update, { loading: saving }] = useUpdateContact();
  const formRef = useRef<HTMLFormElement>(null);
  // Each field's element by path, for focusing the first problem (a stable Map, filled by ref callbacks).
  const [fields] = useState(() => new Map<string, HTMLElement>());
  const register = (path: string) => (element: HTMLElement | null) => {
    if (element) fields.set(path, element);
    else fields.delete(path);
  };

  const dirty = contactFormChanged(initial, values);
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const problems: ContactFormProblems = {
    ...serverProblems,
    ...(attempted ? validateContactForm(values) : {}),
  };
  const message = (path: string) => {
    const problem = problems[path];
    return problem ? t(`contacts.validation.${problem}`) : null;
  };
  const countryByIso = useMemo(() => countriesByIso(countries), [countries]);

  const change = (next: Partial<ContactFormValues>, paths: string[] = Object.keys(next)) => {
    setValues((previous) => ({ ...previous, ...next }));
    setFailure(null);
    if (paths.some((path) => Object.keys(serverProblems).some((key) => key.startsWith(path)))) {
      setServerProblems((previous) =>
        Object.fromEntries(
          Object.entries(previous).filter(([key]) => !paths.some((path) => key.startsWith(path))),
        ),
      );
    }
  };
  const changeEmail = (index: number, row: Partial<EmailRow>) =>
    change(
      { emails: values.emails.map((existing, at) => (at === index ? { ...existing, ...row } : existing)) },
      [`emails.${index}`],
    );
  const changePhone = (index: number, row: Partial<PhoneRow>) =>
    change(
      {
        phoneNumbers: values.phoneNumbers.map((existing, at) =>
          at === index ? { ...existing, ...row } : existing,
        ),
      },
      [`phoneNumbers.${index}`],
    );

  const focusFirst = (found: ContactFormProblems) => {
    const path = contactFieldOrder(values).find((candidate) => found[candidate] !== undefined);
    if (path) fields.get(path)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    const found = validateContactForm(values);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    try {
      const saved = await update(contact.id, contactPatch(values));
      leaving.current = true;
      appToaster.create({ type: 'success', title: t('contacts.form.saved', { name: saved.name }) });
      onClose();
    } catch (error) {
      const described = describeApiError(error);
      const mapped = contactServerProblems(described.fieldErrors);
      setServerProblems(mapped);
      if (Object.keys(mapped).length > 0) {
        setFailure(t('contacts.validation.summary'));
        focusFirst(mapped);
      } else {
        setFailure(contactsErrorMessage(described, t));
      }
    }
  };

  const requestCancel = () => {
    if (dirty) setAskDiscard(true);
    else onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // Escape inside the form (not in a popover, calendar or list of its own, which handle it first).
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (!formRef.current?.contains(event.target as Node)) return;
    event.preventDefault();
    requestCancel();
  };

  const { createTag, renameTag, deleteTag } = useContactTagMutations();
  const describeTagError = (error: unknown) => contactsErrorMessage(describeApiError(error), t);

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={t('contacts.form.label', { name: contact.name })}
    >
      <ContactCover background={contact.background} />
      <Stack gap="6" px={{ base: '4', md: '8' }} pb="4">
        <AvatarField contact={contact} />
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {(['name', 'title', 'company'] as const).map((field) => (
            <Field.Root
              key={field}
              invalid={!!problems[field]}
              required={field === 'name'}
              gridColumn={field === 'name' ? { md: 'span 2' } : undefined}
            >
              <Field.Label>
                {t(`contacts.form.${field}`)}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={register(field)}
                name={field}
                autoComplete="off"
                maxLength={CONTACT_FORM_LIMITS[field]}
                value={values[field]}
                onChange={(event) => change({ [field]: event.target.value })}
              />
              <Field.ErrorText>{message(field)}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>

        <Fieldset.Root>
          <Fieldset.Legend>{t('contacts.form.emails')}</Fieldset.Legend>
          <Stack gap="3" mt="2">
            {values.emails.map((row, index) => {
              const number = index + 1;
              return (
                <Field.Root key={row.key} invalid={!!problems[`emails.${index}.email`]}>
                  <Flex gap="2" w="full" direction={{ base: 'column', sm: 'row' }}>
                    <Input
                      ref={register(`emails.${index}.email`)}
                      type="email"
                      autoComplete="off"
                      spellCheck={false}
                      aria-label={t('contacts.form.email', { number })}
                      maxLength={CONTACT_FORM_LIMITS.email}
                      value={row.email}
                      onChange={(event) => changeEmail(index, { email: event.target.value })}
                    />
                    <HStack gap="2">
                      <LabelSelect
                        label={t('contacts.form.emailLabel', { number })}
                        value={row.label}
                        onChange={(label) => changeEmail(index, { label })}
                      />
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={t('contacts.form.removeEmail', { number })}
                        onClick={() =>
                          change({ emails: values.emails.filter((_, at) => at !== index) }, ['emails'])
                        }
                      >
                        <LuX />
                      </IconButton>
                    </HStack>
                  </Flex>
                  <Field.ErrorText>{message(`emails.${index}.email`)}</Field.ErrorText>
                </Field.Root>
              );
            })}
            {values.emails.length < CONTACT_FORM_LIMITS.emails ? (
              <Button
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                onClick={() => {
                  change({ emails: [...values.emails, emptyEmailRow()] }, []);
                  // The new row's field takes the focus once it exists.
                  requestAnimationFrame(() => fields.get(`emails.${values.emails.length}.email`)?.focus());
                }}
              >
                <LuPlus aria-hidden="true" />
                {t('contacts.form.addEmail')}
              </Button>
            ) : null}
          </Stack>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend>{t('contacts.form.phones')}</Fieldset.Legend>
          <Stack gap="3" mt="2">
            {values.phoneNumbers.map((row, index) => {
              const number = index + 1;
              const countryPath = `phoneNumbers.${index}.country`;
              const numberPath = `phoneNumbers.${index}.phoneNumber`;
              const dialCode = countryByIso.get(row.country)?.code;
              return (
                <Field.Root key={row.key} invalid={!!problems[countryPath] || !!problems[numberPath]}>
                  <Flex
                    gap="2"
                    w="full"
                    direction={{ base: 'column', sm: 'row' }}
                    wrap={{ sm: 'wrap', xl: 'nowrap' }}
                  >
                    <CountrySelect
                      countries={countries}
                      value={row.country}
                      onChange={(country) => changePhone(index, { country })}
                      label={t('contacts.form.country', { number })}
                      invalid={!!problems[countryPath]}
                      inputRef={register(countryPath)}
                    />
                    <InputGroup
                      flex="1"
                      minW={{ sm: '40' }}
                      startAddon={dialCode ?? '+'}
                      startAddonProps={{ 'aria-hidden': true }}
                    >
                      <Input
                        ref={register(numberPath)}
                        size="sm"
                        type="tel"
                        autoComplete="off"
                        aria-label={t('contacts.form.phone', { number })}
                        maxLength={30}
                        value={row.phoneNumber}
                        onChange={(event) => changePhone(index, { phoneNumber: event.target.value })}
                      />
                    </InputGroup>
                    <HStack gap="2">
                      <LabelSelect
                        label={t('contacts.form.phoneLabel', { number })}
                        value={row.label}
                        onChange={(label) => changePhone(index, { label })}
                      />
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={t('contacts.form.removePhone', { number })}
                        onClick={() =>
                          change({ phoneNumbers: values.phoneNumbers.filter((_, at) => at !== index) }, [
                            'phoneNumbers',
                          ])
                        }
                      >
                        <LuX />
                      </IconButton>
                    </HStack>
                  </Flex>
                  <Field.ErrorText>{message(countryPath) ?? message(numberPath)}</Field.ErrorText>
                </Field.Root>
              );
            })}
            {values.phoneNumbers.length < CONTACT_FORM_LIMITS.phoneNumbers ? (
              <Button
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                onClick={() => {
                  const previousCountry = values.phoneNumbers[values.phoneNumbers.length - 1]?.country ?? '';
                  change({ phoneNumbers: [...values.phoneNumbers, emptyPhoneRow(previousCountry)] }, []);
                  const path = `phoneNumbers.${values.phoneNumbers.length}.${previousCountry ? 'phoneNumber' : 'country'}`;
                  requestAnimationFrame(() => fields.get(path)?.focus());
                }}
              >
                <LuPlus aria-hidden="true" />
                {t('contacts.form.addPhone')}
              </Button>
            ) : null}
          </Stack>
        </Fieldset.Root>

        <Field.Root invalid={!!problems.birthday}>
          <Field.Label>{t('contacts.form.birthday')}</Field.Label>
          <BirthdayPicker
            value={values.birthday}
            onChange={(birthday) => change({ birthday })}
            label={t('contacts.form.birthday')}
            invalid={!!problems.birthday}
            inputRef={register('birthday')}
          />
          <Field.ErrorText>{message('birthday')}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={!!problems.address}>
          <Field.Label>{t('contacts.form.address')}</Field.Label>
          <Textarea
            ref={register('address')}
            name="address"
            rows={2}
            maxLength={CONTACT_FORM_LIMITS.address}
            value={values.address}
            onChange={(event) => change({ address: event.target.value })}
          />
          <Field.ErrorText>{message('address')}</Field.ErrorText>
        </Field.Root>

        <Stack gap="1.5">
          <RichTextEditor
            key={contact.id}
            value={values.notes}
            onChange={(notes) => change({ notes })}
            label={t('contacts.form.notes')}
          />
          {problems.notes ? (
            <Text textStyle="xs" color="fg.error">
              {message('notes')}
            </Text>
          ) : null}
        </Stack>

        <Stack gap="1.5">
          <Text textStyle="sm" fontWeight="medium">
            {t('contacts.form.tags')}
          </Text>
          <TagsEditor
            tags={tags}
            selectedIds={values.tags}
            onChange={(ids) => change({ tags: ids })}
            onCreate={createTag}
            onRename={renameTag}
            onDelete={deleteTag}
            describeError={describeTagError}
            label={t('contacts.form.tags')}
          />
        </Stack>
      </Stack>

      <Flex
        position="sticky"
        bottom="0"
        zIndex="1"
        gap="3"
        justify="flex-end"
        align="center"
        px={{ base: '4', md: '8' }}
        py="3"
        bg="bg.panel"
        borderTopWidth="1px"
      >
        <Text textStyle="xs" color="fg.muted" me="auto" hideBelow="sm">
          {t('contacts.form.escapeHint')}
        </Text>
        <Button variant="outline" onClick={onClose}>
          {t('contacts.form.cancel')}
        </Button>
        <Button type="submit" loading={saving} loadingText={t('contacts.form.saving')}>
          {t('contacts.form.save')}
        </Button>
      </Flex>

      <DiscardChangesDialog
        open={askDiscard || blocker.state === 'blocked'}
        name={contact.name}
        onKeep={() => {
          setAskDiscard(false);
          if (blocker.state === 'blocked') blocker.reset();
        }}
        onDiscard={() => {
          setAskDiscard(false);
          leaving.current = true;
          if (blocker.state === 'blocked') blocker.proceed();
          else onClose();
        }}
      />
    </form>
  );
}

/** The picture with its upload and remove buttons; both save at once. */
function AvatarField({ contact }: { contact: ContactDetailFragment }) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [upload, { loading: uploading }] = useUploadContactAvatar();
  const [update, { loading: removing }] = useUpdateContact();

  const run = async (action: () => Promise<void>, done: string) => {
    setProblem(null);
    setFailure(null);
    try {
      await action();
      appToaster.create({ type: 'success', title: done });
    } catch (error) {
      const described = describeApiError(error);
      if (described.code === 'BAD_USER_INPUT' && described.fieldErrors?.avatar !== undefined) {
        setProblem(avatarProblemFromServer(described.fieldErrors.avatar));
      } else setFailure(contactsErrorMessage(described, t));
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const found = checkAvatarFile(file);
    if (found) {
      setFailure(null);
      setProblem(found);
      return;
    }
    await run(async () => upload(contact.id, await readAsDataUrl(file)), t('contacts.form.avatarUpdated'));
  };

  const error = problem ? t(`contacts.validation.${problem}`) : failure;
  return (
    <Flex align="flex-start" gap={{ base: '2', sm: '4' }} mt="-12" direction={{ base: 'column', sm: 'row' }}>
      <Box rounded="full" borderWidth="4px" borderColor="bg.panel" bg="bg.panel">
        <ContactAvatar name={contact.name} avatar={contact.avatar} size="2xl" />
      </Box>
      <Stack gap="1.5" mt={{ base: '0', sm: '14' }}>
        <HStack gap="2" wrap="wrap">
          <input
            ref={fileRef}
            type="file"
            accept={AVATAR_ACCEPT}
            aria-label={t('contacts.form.uploadAvatar')}
            data-testid="contact-avatar-input"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Choosing the same file again must fire again.
              event.target.value = '';
              void onFile(file);
            }}
          />
          <Button size="sm" variant="outline" loading={uploading} onClick={() => fileRef.current?.click()}>
            <LuImageUp aria-hidden="true" />
            {t('contacts.form.uploadAvatar')}
          </Button>
          {contact.avatar ? (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              loading={removing}
              onClick={() =>
                void run(async () => {
                  await update(contact.id, { avatar: null });
                }, t('contacts.form.avatarRemoved'))
              }
            >
              <LuTrash2 aria-hidden="true" />
              {t('contacts.form.removeAvatar')}
            </Button>
          ) : null}
        </HStack>
        {error ? (
          <Text role="alert" textStyle="sm" color="fg.error">
            {error}
          </Text>
        ) : (
          <Text textStyle="xs" color="fg.muted">
            {t('contacts.form.avatarHint')}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}
