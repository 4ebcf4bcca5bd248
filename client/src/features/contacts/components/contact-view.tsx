import { Box, Button, Flex, Heading, HStack, Icon, Image, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCake, LuMail, LuMapPin, LuPencil, LuPhone, LuStickyNote, LuTag, LuTrash2 } from 'react-icons/lu';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { TagsEditor, type TagOption } from '../../../components/tags/tags-editor';
import type { ContactDetailFragment } from '../../../generated/graphql';
import { displayPhone, formatBirthday, telHref } from '../contact-format';
import { isBlankRichText } from '../../../lib/sanitize-html';
import { ContactAvatar } from './contacts-list';
import type { CountryOption } from '../countries';
import { ContactLabelBadge } from './contact-fields';

interface ContactViewProps {
  contact: ContactDetailFragment;
  countries: ReadonlyMap<string, CountryOption>;
  tags: readonly TagOption[];
  canWrite: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** The contact as read: picture and cover, name and job, tags, then every detail that has a value. */
export function ContactView({
  contact,
  countries,
  tags,
  canWrite,
  canDelete,
  onEdit,
  onDelete,
}: ContactViewProps) {
  const { t, i18n } = useTranslation();
  const job = [contact.title, contact.company].filter(Boolean).join(' · ');
  const birthday = contact.birthday ? formatBirthday(contact.birthday, i18n.language) : null;
  const hasNotes = !isBlankRichText(contact.notes);
  const nothing =
    contact.emails.length === 0 &&
    contact.phoneNumbers.length === 0 &&
    !birthday &&
    !contact.address &&
    !hasNotes &&
    contact.tags.length === 0;

  return (
    <Stack gap="0">
      <ContactCover background={contact.background} />
      <Stack gap="5" px={{ base: '4', md: '8' }} pb="8">
        <Flex align="flex-start" justify="space-between" gap="3" mt="-12" wrap="wrap">
          <Box rounded="full" borderWidth="4px" borderColor="bg.panel" bg="bg.panel">
            <ContactAvatar name={contact.name} avatar={contact.avatar} size="2xl" />
          </Box>
          {canWrite || canDelete ? (
            <HStack gap="2" mt="14">
              {canWrite ? (
                <Button size="sm" onClick={onEdit}>
                  <LuPencil aria-hidden="true" />
                  {t('contacts.detail.edit')}
                </Button>
              ) : null}
              {canDelete ? (
                <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
                  <LuTrash2 aria-hidden="true" />
                  {t('contacts.detail.delete')}
                </Button>
              ) : null}
            </HStack>
          ) : null}
        </Flex>
        <Stack gap="1">
          <Heading as="h2" size="2xl" letterSpacing="tight" wordBreak="break-word">
            {contact.name}
          </Heading>
          {job ? <Text color="fg.muted">{job}</Text> : null}
        </Stack>

        {nothing ? <Text color="fg.muted">{t('contacts.detail.noDetails')}</Text> : null}

        {contact.tags.length > 0 ? (
          <DetailRow icon={<LuTag />} label={t('contacts.detail.tags')}>
            <TagsEditor tags={tags} selectedIds={contact.tags} onChange={() => undefined} readOnly />
          </DetailRow>
        ) : null}

        {contact.emails.length > 0 ? (
          <DetailRow icon={<LuMail />} label={t('contacts.detail.emails')}>
            <LinkList>
              {contact.emails.map((row, index) => (
                <LinkItem
                  key={`${row.email}-${index}`}
                  href={`mailto:${row.email}`}
                  text={row.email}
                  label={row.label}
                />
              ))}
            </LinkList>
          </DetailRow>
        ) : null}

        {contact.phoneNumbers.length > 0 ? (
          <DetailRow icon={<LuPhone />} label={t('contacts.detail.phones')}>
            <LinkList>
              {contact.phoneNumbers.map((row, index) => {
                const country = countries.get(row.country);
                return (
                  <LinkItem
                    key={`${row.country}-${row.phoneNumber}-${index}`}
                    href={telHref(country?.code, row.phoneNumber)}
                    text={displayPhone(country?.code, row.phoneNumber)}
                    label={row.label}
                    flag={country ? <CountryFlag country={country} /> : null}
                  />
                );
              })}
            </LinkList>
          </DetailRow>
        ) : null}

        {birthday ? (
          <DetailRow icon={<LuCake />} label={t('contacts.detail.birthday')}>
            <Text>{birthday}</Text>
          </DetailRow>
        ) : null}

        {contact.address ? (
          <DetailRow icon={<LuMapPin />} label={t('contacts.detail.address')}>
            <Text whiteSpace="pre-line">{contact.address}</Text>
          </DetailRow>
        ) : null}

        {hasNotes ? (
          <DetailRow icon={<LuStickyNote />} label={t('contacts.detail.notes')}>
            <RichTextView html={contact.notes} />
          </DetailRow>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** The cover image behind the avatar, or a soft band in the theme colour. */
export function ContactCover({ background }: { background: string | null }) {
  return (
    <Box h={{ base: '28', md: '40' }} bg="brand.subtle" overflow="hidden" flexShrink="0">
      {background ? <Image src={background} alt="" w="full" h="full" objectFit="cover" /> : null}
    </Box>
  );
}

/** A detail with its icon and a label that screen readers hear (the icon says it to the eye). */
function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex gap="4" align="flex-start">
      <Icon color="fg.muted" boxSize="5" mt="0.5" flexShrink="0" aria-hidden="true">
        {icon}
      </Icon>
      <Stack gap="1" minW="0" flex="1">
        <Text
          textStyle="xs"
          color="fg.muted"
          fontWeight="medium"
          textTransform="uppercase"
          letterSpacing="wide"
        >
          {label}
        </Text>
        {children}
      </Stack>
    </Flex>
  );
}

const LinkList = ({ children }: { children: ReactNode }) => (
  <Stack gap="1.5" as="ul" listStyleType="none">
    {children}
  </Stack>
);

/** An e-mail address or phone number as a link, with its flag and label when it has them. */
function LinkItem({
  href,
  text,
  label,
  flag,
}: {
  href: string;
  text: string;
  label: string | null;
  flag?: ReactNode;
}) {
  return (
    <HStack as="li" gap="2" wrap="wrap">
      {flag}
      <Link href={href} color="fg" textDecoration="underline" wordBreak="break-all">
        {text}
      </Link>
      <ContactLabelBadge label={label} />
    </HStack>
  );
}

/** A country's flag image (3:2), named for screen readers. */
export function CountryFlag({ country }: { country: CountryOption }) {
  return (
    <Image
      src={country.flagImagePos}
      alt={country.name}
      title={country.name}
      w="6"
      h="4"
      objectFit="cover"
      rounded="xs"
      flexShrink="0"
      borderWidth="1px"
      borderColor="border.muted"
    />
  );
}
