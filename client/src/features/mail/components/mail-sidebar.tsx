import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuTags } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { MailboxQuery } from '../../../generated/graphql';
import { mailPath, type MailListKind, type MailRoute } from '../hooks/use-mail-route';
import { labelPalette, listIcon } from '../mail-look';

interface MailSidebarProps {
  mailbox: MailboxQuery | undefined;
  route: MailRoute;
  onCompose: () => void;
  onManageLabels: () => void;
  /** After a link is followed (the drawer closes on mobile). */
  onNavigate?: () => void;
}

/** Compose, the five folders with their counts, the two filters and the labels. */
export function MailSidebar({ mailbox, route, onCompose, onManageLabels, onNavigate }: MailSidebarProps) {
  const { t } = useTranslation();
  const entry = (
    kind: MailListKind,
    slug: string,
    title: string,
    icon: React.ReactNode,
    count?: number,
    key?: string,
  ) => {
    const current = route.kind === kind && route.slug === slug;
    return (
      <Button
        key={key ?? `${kind}-${slug}`}
        asChild
        variant={current ? 'subtle' : 'ghost'}
        colorPalette={current ? 'blue' : 'gray'}
        justifyContent="flex-start"
        size="sm"
        width="full"
        fontWeight={current ? 'semibold' : 'normal'}
      >
        <RouterLink
          to={mailPath(kind, slug)}
          aria-current={current ? 'page' : undefined}
          onClick={onNavigate}
        >
          {icon}
          {/* A label's title is its owner's own words, not the interface's: never translated (a plain
              span: on Chakra's components `translate` is the CSS property). */}
          <Text as="span" flex="1" textAlign="start" truncate>
            <span translate={kind === 'label' ? 'no' : undefined}>{title}</span>
          </Text>
          {count ? (
            <Badge size="sm" variant="subtle" colorPalette={slug === 'inbox' ? 'blue' : 'gray'}>
              <span aria-hidden="true">{count}</span>
              <Text as="span" srOnly>
                {t('mail.sidebar.count', { count })}
              </Text>
            </Badge>
          ) : null}
        </RouterLink>
      </Button>
    );
  };

  return (
    <Stack as="nav" aria-label={t('mail.sidebar.label')} gap="5" p="3" height="full" overflowY="auto">
      <Button onClick={onCompose} colorPalette="blue" width="full">
        <LuPencil aria-hidden="true" />
        {t('mail.compose')}
      </Button>
      <Stack gap="0.5">
        <Heading as="h2" size="xs" color="fg.muted" textTransform="uppercase" px="2" mb="1">
          {t('mail.sidebar.folders')}
        </Heading>
        {(mailbox?.mailFolders ?? []).map((folder) => {
          const Icon = listIcon(folder.slug);
          return entry(
            'folder',
            folder.slug,
            folder.title,
            <Icon aria-hidden="true" />,
            folder.count,
            folder.id,
          );
        })}
      </Stack>
      <Stack gap="0.5">
        <Heading as="h2" size="xs" color="fg.muted" textTransform="uppercase" px="2" mb="1">
          {t('mail.sidebar.filters')}
        </Heading>
        {(mailbox?.mailFilters ?? []).map((filter) => {
          const Icon = listIcon(filter.slug);
          return entry(
            'filter',
            filter.slug,
            filter.title,
            <Icon aria-hidden="true" />,
            undefined,
            filter.id,
          );
        })}
      </Stack>
      <Stack gap="0.5">
        <Heading as="h2" size="xs" color="fg.muted" textTransform="uppercase" px="2" mb="1">
          {t('mail.sidebar.labels')}
        </Heading>
        {mailbox && mailbox.mailLabels.length === 0 ? (
          <Text textStyle="sm" color="fg.muted" px="2">
            {t('mail.sidebar.noLabels')}
          </Text>
        ) : null}
        {(mailbox?.mailLabels ?? []).map((label) =>
          entry(
            'label',
            label.slug,
            label.title,
            <Box
              as="span"
              aria-hidden="true"
              boxSize="2.5"
              rounded="full"
              colorPalette={labelPalette(label.color)}
              bg="colorPalette.solid"
              flexShrink="0"
            />,
            undefined,
            label.id,
          ),
        )}
        <Flex>
          <Button variant="ghost" size="sm" onClick={onManageLabels} color="fg.muted">
            <LuTags aria-hidden="true" />
            {t('mail.sidebar.manageLabels')}
          </Button>
        </Flex>
      </Stack>
    </Stack>
  );
}
