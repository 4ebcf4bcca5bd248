import { Badge, Box, Button, Flex, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuTrash2, LuUserPlus } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { AthleteProfileFragment } from '../../../generated/graphql';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { useUnlinkGuardian } from '../hooks/use-athlete-mutations';
import { AthleteSection as Section } from './athlete-section';
import { GuardianLinkDialog } from './guardian-link-dialog';

type GuardianLink = NonNullable<AthleteProfileFragment['guardians']>[number];

/** The athlete's guardians, added, edited and removed by `mayChange`. */
export function AthleteGuardiansSection({
  athlete,
  mayChange,
}: {
  athlete: AthleteProfileFragment;
  mayChange: boolean;
}) {
  const { t } = useTranslation();
  const errors = useFeatureErrors('athletes');
  const guardians = athlete.guardians ?? [];
  const [dialog, setDialog] = useState<{ link: GuardianLink | null } | null>(null);
  const [removing, setRemoving] = useState<GuardianLink | null>(null);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const [unlink, unlinking] = useUnlinkGuardian();

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveFailure(null);
    try {
      await unlink(removing.id);
      setRemoving(null);
    } catch (error) {
      setRemoveFailure(errors.explain(error));
    }
  };
  return (
    <Section
      title={t('athletes.profile.guardians')}
      actions={
        mayChange ? (
          <Button size="sm" variant="outline" onClick={() => setDialog({ link: null })}>
            <LuUserPlus aria-hidden="true" />
            {t('athletes.guardians.add')}
          </Button>
        ) : null
      }
    >
      {guardians.length === 0 ? (
        <Text color="fg.muted">{t('athletes.profile.noGuardians')}</Text>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none">
          {guardians.map((link) => (
            <Box as="li" key={link.id} borderWidth="1px" rounded="l2" p="3">
              <Flex gap="3" justify="space-between" wrap="wrap" align="center">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">{link.guardian.name}</Text>
                  {/* The whole address, broken where it must on a phone: a cut one cannot be written to. */}
                  <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
                    {t(`athletes.relationship.${link.relationship}`)} · {link.guardian.email}
                  </Text>
                </Stack>
                <Wrap gap="1" align="center">
                  {link.isPrimary ? (
                    <Badge colorPalette="blue">{t('athletes.guardians.isPrimary')}</Badge>
                  ) : null}
                  {link.legalGuardian ? (
                    <Badge colorPalette="purple">{t('athletes.guardians.legalGuardian')}</Badge>
                  ) : null}
                  <Badge colorPalette={link.mayPickUp ? 'green' : 'gray'} variant="outline">
                    {link.mayPickUp ? t('athletes.guardians.mayPickUp') : t('athletes.guardians.noPickUp')}
                  </Badge>
                  {mayChange ? (
                    <>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t('athletes.guardians.editFor', { name: link.guardian.name })}
                        onClick={() => setDialog({ link })}
                      >
                        <LuPencil />
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t('athletes.guardians.removeFor', { name: link.guardian.name })}
                        onClick={() => setRemoving(link)}
                      >
                        <LuTrash2 />
                      </IconButton>
                    </>
                  ) : null}
                </Wrap>
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
      {dialog ? (
        <GuardianLinkDialog athlete={athlete} link={dialog.link} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('athletes.guardians.removeTitle')}
        failure={removeFailure}
        cancelLabel={t('athletes.actions.cancel')}
        confirmLabel={t('athletes.guardians.remove')}
        onCancel={() => {
          setRemoving(null);
          setRemoveFailure(null);
        }}
        onConfirm={() => void confirmRemove()}
        confirming={unlinking.loading}
      >
        {removing
          ? t('athletes.guardians.removeQuestion', {
              name: removing.guardian.name,
              athlete: athlete.fullName,
            })
          : null}
      </ConfirmDialog>
    </Section>
  );
}
