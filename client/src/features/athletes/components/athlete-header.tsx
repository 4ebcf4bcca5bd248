import { Avatar, Badge, Button, Flex, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowRightLeft, LuPencil } from 'react-icons/lu';
import { archiveLabels, RecordArchiveButton } from '../../../components/ui/record-archive-button';
import type { AthleteProfileFragment } from '../../../generated/graphql';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { useArchiveAthlete } from '../hooks/use-athlete-mutations';
import { AthleteFormDialog } from './athlete-form-dialog';
import { AthleteStatusBadge } from './athlete-status-badge';
import { MoveTeamDialog } from './move-team-dialog';

/**
 * The top of the athlete's page: photo, name and badges, and for `mayManage` (an admin with full
 * access) the edit, move and archive or restore actions with their dialogs.
 */
export function AthleteHeader({
  athlete,
  mayManage,
}: {
  athlete: AthleteProfileFragment;
  mayManage: boolean;
}) {
  const { t } = useTranslation();
  const errors = useFeatureErrors('athletes');
  const archiving = useArchiveAthlete();
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState(false);
  const full = athlete.access === 'full';
  const archived = Boolean(athlete.archivedAt);

  return (
    <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} justify="space-between">
      <HStack gap="4" minW="0">
        <Avatar.Root size="2xl">
          <Avatar.Fallback name={athlete.fullName} />
          {athlete.photo ? <Avatar.Image src={athlete.photo} alt={t('athletes.profile.photo')} /> : null}
        </Avatar.Root>
        <Stack gap="1" minW="0">
          <Heading as="h1" size="2xl">
            {athlete.fullName}
          </Heading>
          <Wrap gap="2" align="center">
            <AthleteStatusBadge status={athlete.status} archived={archived} />
            <Badge variant="outline">{t(`athletes.gender.${athlete.gender}`)}</Badge>
            {athlete.licenceNumber ? (
              <Text textStyle="sm" color="fg.muted">
                {t('athletes.profile.licence', { number: athlete.licenceNumber })}
              </Text>
            ) : null}
            {!full ? <Badge colorPalette="purple">{t('athletes.profile.rosterAccess')}</Badge> : null}
          </Wrap>
        </Stack>
      </HStack>
      {mayManage ? (
        <Wrap gap="2">
          {!archived ? (
            <>
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                <LuPencil aria-hidden="true" />
                {t('athletes.actions.edit')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
                <LuArrowRightLeft aria-hidden="true" />
                {t('athletes.actions.move')}
              </Button>
            </>
          ) : null}
          <RecordArchiveButton
            target={athlete.id}
            archiving={archiving}
            archived={archived}
            describeError={errors.explain}
            labels={archiveLabels(t, 'athletes', athlete.fullName)}
          />
        </Wrap>
      ) : null}
      {editing ? (
        <AthleteFormDialog
          athlete={athlete}
          open
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      ) : null}
      {moving ? <MoveTeamDialog athlete={athlete} onClose={() => setMoving(false)} /> : null}
    </Flex>
  );
}
