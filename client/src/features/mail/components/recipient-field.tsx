import { Box, Flex, Input, Tag, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { MailRecipientsDocument } from '../graphql/mail';
import { isEmail, parseAddresses } from '../mail-address';

interface RecipientFieldProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  autoFocus?: boolean;
}

/**
 * Addresses as chips; typing offers the organization's people and contacts (mailRecipients). Enter,
 * comma, semicolon or leaving the field turns what was typed into chips; Backspace in an empty field
 * takes the last one off.
 */
export function RecipientField({ label, values, onChange, autoFocus }: RecipientFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text.trim(), 250);
  const { data } = useQuery(MailRecipientsDocument, { variables: { query }, skip: query.length < 2 });
  const suggestions = (open && query.length >= 2 ? (data?.mailRecipients ?? []) : []).filter(
    (address) => !values.includes(address.email),
  );

  const add = (emails: readonly string[]) => {
    const next = [...values];
    for (const email of emails) if (!next.includes(email)) next.push(email);
    onChange(next);
  };
  const commit = () => {
    if (!text.trim()) return;
    const { valid, invalid } = parseAddresses(text);
    // What is not an address stays as a chip marked invalid, so nothing typed is lost.
    add([...valid, ...invalid.map((piece) => piece.trim()).filter(Boolean)]);
    setText('');
  };
  const choose = (email: string) => {
    add([email]);
    setText('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActive((index) => (index - 1 + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      const suggestion = suggestions[active];
      if (event.key === 'Enter' && suggestion) {
        event.preventDefault();
        choose(suggestion.email);
      } else if (text.trim()) {
        event.preventDefault();
        commit();
      }
    } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const listId = `${id}-suggestions`;
  return (
    <Flex position="relative" align="center" gap="2" borderBottomWidth="1px" px="3" py="1" wrap="wrap">
      <Text asChild textStyle="sm" color="fg.muted" minW="10">
        <label htmlFor={`${id}-input`}>{label}</label>
      </Text>
      {values.map((email) => {
        const valid = isEmail(email);
        return (
          <Tag.Root
            key={email}
            size="md"
            colorPalette={valid ? 'gray' : 'red'}
            variant={valid ? 'subtle' : 'outline'}
          >
            <Tag.Label title={valid ? undefined : t('mail.composer.invalidRecipient', { email })}>
              {email}
            </Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger
                aria-label={t('mail.composer.removeRecipient', { email })}
                onClick={() => onChange(values.filter((value) => value !== email))}
              />
            </Tag.EndElement>
          </Tag.Root>
        );
      })}
      <Input
        id={`${id}-input`}
        flex="1"
        minW="40"
        size="sm"
        variant="flushed"
        borderBottomWidth="0"
        value={text}
        autoFocus={autoFocus}
        autoComplete="off"
        placeholder={values.length ? undefined : t('mail.composer.recipientPlaceholder')}
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={suggestions[active] ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          commit();
          setOpen(false);
        }}
      />
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label={t('mail.composer.suggestions')}
        hidden={suggestions.length === 0}
        position="absolute"
        top="100%"
        insetStart="12"
        zIndex="dropdown"
        bg="bg.panel"
        borderWidth="1px"
        rounded="l2"
        shadow="md"
        minW="64"
        listStyleType="none"
        py="1"
      >
        {suggestions.map((address, index) => (
          <Flex
            as="li"
            key={address.email}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            gap="2"
            align="center"
            px="3"
            py="1.5"
            cursor="pointer"
            bg={index === active ? 'bg.muted' : undefined}
            // Chosen before the field's blur turns the text into a chip.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(address.email);
            }}
          >
            <UserAvatar name={address.name} src={address.avatar} size="xs" />
            <Text textStyle="sm" truncate>
              {address.name}
            </Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {address.email}
            </Text>
          </Flex>
        ))}
      </Box>
    </Flex>
  );
}
