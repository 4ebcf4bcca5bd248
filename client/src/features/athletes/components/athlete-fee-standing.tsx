import { Badge, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { AthleteFeeStanding as Standing } from '../../../generated/graphql';
import { AthleteFeeStandingDocument } from '../graphql/data-request';

const PALETTE: Record<Exclude<Standing, 'NONE'>, string> = { PAID_UP: 'green', DUE: 'blue', OVERDUE: 'red' };

/**
 * Whether the athlete's fees are paid up, without any amount: what a coach may know (their guardians and
 * admins read it too). Nothing for an athlete never billed, or for a viewer who does not read it.
 */
export function AthleteFeeStanding({ athleteId }: { athleteId: string }) {
  const { t } = useTranslation();
  const standing = useQuery(AthleteFeeStandingDocument, { variables: { id: athleteId } }).data?.athlete
    ?.feeStanding;
  if (!standing || standing === 'NONE') return null;
  return (
    <HStack gap="2" mt="3" data-testid="athlete-fee-standing">
      <Text color="fg.muted" textStyle="sm">
        {t('athletes.profile.fees')}
      </Text>
      <Badge colorPalette={PALETTE[standing]} variant="subtle">
        {t(`athletes.profile.feeStanding.${standing}`)}
      </Badge>
    </HStack>
  );
}
