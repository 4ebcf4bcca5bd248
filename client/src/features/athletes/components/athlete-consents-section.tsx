import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import { useDates } from '../../../lib/dates-hook';
import { useConsentMutations } from '../hooks/use-athlete-mutations';
import { CONSENT_PURPOSES } from './athlete-form-dialog';
import type { AthleteProfileFragment } from '../../../generated/graphql';
import { AthleteSection as Section } from './athlete-section';

/** The athlete's consents, granted and withdrawn by a legal guardian or recorded by an admin. */
export function AthleteConsentsSection({
  athlete,
  isAdmin,
  viewerId,
}: {
  athlete: AthleteProfileFragment;
  isAdmin: boolean;
  viewerId: string | null;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const { grant, withdraw, pending } = useConsentMutations(athlete.id);
  const legalGuardians = (athlete.guardians ?? []).filter((link) => link.legalGuardian);
  const viewerIsLegal = legalGuardians.some((link) => link.guardian.id === viewerId);
  // An admin records a consent given on paper by one of the legal guardians (the primary one first).
  const [chosenGrantor, setChosenGrantor] = useState<string | null>(null);
  const defaultGrantor = (legalGuardians.find((link) => link.isPrimary) ?? legalGuardians[0])?.guardian.id;
  const grantor = viewerIsLegal
    ? null
    : legalGuardians.some((link) => link.guardian.id === chosenGrantor)
      ? chosenGrantor
      : defaultGrantor;
  const mayChange = viewerIsLegal || (isAdmin && legalGuardians.length > 0);
  const consents = athlete.consents ?? [];

  return (
    <Section title={t('athletes.profile.consents')}>
      {mayChange && !viewerIsLegal && legalGuardians.length > 1 ? (
        <Box maxW="sm" mb="3">
          <FormField label={t('athletes.consents.givenBy')} invalid={false}>
            <SelectInput
              name="grantor"
              value={grantor ?? ''}
              onChange={(event) => setChosenGrantor(event.target.value)}
            >
              {legalGuardians.map((link) => (
                <option key={link.id} value={link.guardian.id}>
                  {link.guardian.name}
                </option>
              ))}
            </SelectInput>
          </FormField>
        </Box>
      ) : null}
      <Stack gap="2" as="ul" listStyleType="none">
        {CONSENT_PURPOSES.map((purpose) => {
          const active = consents.find((consent) => consent.purpose === purpose && consent.active);
          const last = consents.find((consent) => consent.purpose === purpose);
          return (
            <Flex as="li" key={purpose} gap="3" justify="space-between" align="center" wrap="wrap" py="1">
              <Stack gap="0" minW="0" flex="1">
                <Text fontWeight="medium">{t(`athletes.consent.${purpose}`)}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {active
                    ? t('athletes.consents.grantedBy', {
                        name: active.grantedBy?.name ?? '—',
                        date: dates.date(active.grantedAt),
                      })
                    : last?.withdrawnAt
                      ? t('athletes.consents.withdrawnOn', { date: dates.date(last.withdrawnAt) })
                      : t('athletes.consents.none')}
                </Text>
              </Stack>
              <HStack gap="2">
                <Badge colorPalette={active ? 'green' : 'gray'}>
                  {active ? t('athletes.consents.active') : t('athletes.consents.inactive')}
                </Badge>
                {mayChange ? (
                  active ? (
                    <Button
                      size="xs"
                      variant="outline"
                      loading={pending === purpose}
                      aria-label={t('athletes.consents.withdrawFor', {
                        purpose: t(`athletes.consent.${purpose}`),
                      })}
                      onClick={() => void withdraw(purpose, active.id)}
                    >
                      {t('athletes.consents.withdraw')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      loading={pending === purpose}
                      aria-label={t('athletes.consents.grantFor', {
                        purpose: t(`athletes.consent.${purpose}`),
                      })}
                      onClick={() => void grant(purpose, grantor)}
                    >
                      {t('athletes.consents.grant')}
                    </Button>
                  )
                ) : null}
              </HStack>
            </Flex>
          );
        })}
      </Stack>
      {!mayChange ? (
        <Text mt="3" textStyle="sm" color="fg.muted">
          {t('athletes.consents.whoMay')}
        </Text>
      ) : null}
    </Section>
  );
}
