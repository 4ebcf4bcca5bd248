import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { useArchiveMutations } from '../../../lib/apollo/use-archive-mutations';
import {
  Badge,
  Button,
  Card,
  DataList,
  Heading,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LuBriefcase, LuPencil, LuPlus } from 'react-icons/lu';
import { archiveLabels, RecordArchiveButton } from '../../../components/ui/record-archive-button';
import { BackLink, RecordPageFallback } from '../../../components/ui/record-page';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { PATHS } from '../../../lib/paths';
import { CompaniesNotice } from '../components/companies-notice';
import { CompaniesOnly } from '../components/companies-only';
import { CompanyContactsPanel } from '../components/company-contacts-panel';
import { CompanyFormDialog } from '../components/company-form-dialog';
import { SponsorshipFormDialog } from '../components/sponsorship-form-dialog';
import { SponsorshipsTable } from '../components/sponsorships-table';
import { ArchiveCompanyDocument, CompanyProfileDocument, RestoreCompanyDocument } from '../graphql/companies';
import { useCompaniesCapabilities } from '../use-companies-capabilities';

/**
 * fbiad-pages/companies-profile/:id: a sponsor company's details, the company users who act for it and
 * its sponsorships. Admins change them; the company's own users read them. A company the viewer may not
 * read shows a "not found" notice, a viewer without the companies screen a "not available" one.
 */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companies.title'));
  return (
    <CompaniesOnly>
      <CompanyProfile />
    </CompaniesOnly>
  );
}

function CompanyProfile() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const capabilities = useCompaniesCapabilities();
  const { data, loading, error, refetch } = useQuery(CompanyProfileDocument, { variables: { id } });
  const company = data?.company;
  useDocumentTitle(company?.name ?? t('companies.title'));
  const [editing, setEditing] = useState(false);
  const [sponsoring, setSponsoring] = useState(false);
  const errors = useFeatureErrors('companies');
  const archiving = useArchiveMutations(
    { archive: ArchiveCompanyDocument, restore: RestoreCompanyDocument },
    errors,
  );

  const back = <BackLink to={PATHS.companies} label={t('companies.actions.back')} />;
  if (loading || !company) {
    return (
      <RecordPageFallback
        back={back}
        error={company ? undefined : error}
        notFound={
          <CompaniesNotice
            kind="notFound"
            title={t('companies.notFound.title')}
            description={t('companies.notFound.description')}
          />
        }
        describe={errors.describe}
        retry={{ label: t('companies.actions.retry'), onRetry: () => void refetch() }}
      />
    );
  }

  const none = (
    <Text as="span" color="fg.muted">
      {t('companies.none')}
    </Text>
  );

  return (
    <Stack gap="6" data-testid="company-profile">
      {back}
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body gap="5">
          <HStack gap="4" align="start" wrap="wrap" justify="space-between">
            <HStack gap="4" minW="0">
              {company.logo ? (
                <Image
                  src={company.logo}
                  alt={t('companies.logoAlt', { name: company.name })}
                  boxSize="16"
                  rounded="l2"
                  objectFit="contain"
                  bg="bg.subtle"
                  flexShrink={0}
                />
              ) : (
                <HStack
                  boxSize="16"
                  rounded="l2"
                  bg="brand.subtle"
                  color="brand.fg"
                  justify="center"
                  fontSize="2xl"
                  flexShrink={0}
                >
                  <LuBriefcase aria-hidden="true" />
                </HStack>
              )}
              <Stack gap="1" minW="0">
                <Heading as="h1" size="xl" wordBreak="break-word">
                  {company.name}
                </Heading>
                {company.archivedAt ? (
                  <Badge alignSelf="start" variant="outline" colorPalette="orange">
                    {t('companies.archived')}
                  </Badge>
                ) : null}
              </Stack>
            </HStack>
            {capabilities.manageCompanies ? (
              <HStack gap="2" wrap="wrap">
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <LuPencil aria-hidden="true" />
                  {t('companies.actions.edit')}
                </Button>
                <RecordArchiveButton
                  archived={Boolean(company.archivedAt)}
                  target={company.id}
                  archiving={archiving}
                  describeError={errors.explain}
                  labels={archiveLabels(t, 'companies', company.name)}
                />
              </HStack>
            ) : null}
          </HStack>
          <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('companies.columns.taxNumber')}</DataList.ItemLabel>
              <DataList.ItemValue>{company.taxNumber ?? none}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('companies.columns.taxOffice')}</DataList.ItemLabel>
              <DataList.ItemValue>{company.taxOffice ?? none}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('companies.columns.email')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">
                {company.email ? (
                  <Link href={`mailto:${company.email}`} color="brand.fg">
                    {company.email}
                  </Link>
                ) : (
                  none
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('companies.columns.phone')}</DataList.ItemLabel>
              <DataList.ItemValue>{company.phone ?? none}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('companies.columns.website')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">
                {company.website ? (
                  <Link href={company.website} target="_blank" rel="noopener noreferrer" color="brand.fg">
                    {company.website}
                  </Link>
                ) : (
                  none
                )}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, xl: 3 }} gap="6" alignItems="start">
        <Stack
          gap="3"
          as="section"
          aria-labelledby="company-sponsorships"
          minW="0"
          gridColumn={{ xl: 'span 2' }}
        >
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="lg" id="company-sponsorships">
              {t('companies.sponsorships.title')}
            </Heading>
            {capabilities.manageSponsorships && !company.archivedAt ? (
              <Button size="sm" onClick={() => setSponsoring(true)}>
                <LuPlus aria-hidden="true" />
                {t('companies.sponsorships.create')}
              </Button>
            ) : null}
          </HStack>
          <SponsorshipsTable
            companyId={company.id}
            organizationId={company.organizationId}
            sponsorships={company.sponsorships}
            canManage={capabilities.manageSponsorships}
          />
        </Stack>
        <Stack gap="3" as="section" aria-labelledby="company-contacts" minW="0">
          <Heading as="h2" size="lg" id="company-contacts">
            {t('companies.contacts.title')}
          </Heading>
          <CompanyContactsPanel
            companyId={company.id}
            organizationId={company.organizationId}
            contacts={company.contacts}
            canManage={capabilities.manageCompanies}
          />
        </Stack>
      </SimpleGrid>

      {editing ? <CompanyFormDialog company={company} onClose={() => setEditing(false)} /> : null}
      {sponsoring ? (
        <SponsorshipFormDialog
          companyId={company.id}
          organizationId={company.organizationId}
          sponsorship={null}
          onClose={() => setSponsoring(false)}
        />
      ) : null}
    </Stack>
  );
}
