import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProfessionalRowFragment } from '../../../generated/graphql';

/** A professional's certifications at a glance: expired red, expiring amber, the rest as a count. */
export function CertificationSummary({
  certifications,
}: {
  certifications: ProfessionalRowFragment['certifications'];
}) {
  const { t } = useTranslation();
  if (!certifications) return <Text color="fg.muted">{t('professionals.certSummary.hidden')}</Text>;
  const expired = certifications.filter((certification) => certification.status === 'expired').length;
  const expiring = certifications.filter((certification) => certification.status === 'expiring_soon').length;
  const ok = certifications.length - expired - expiring;
  return (
    <HStack gap="1.5" wrap="wrap">
      {expired > 0 ? (
        <Badge colorPalette="red" variant="solid" data-status="expired">
          {t('professionals.certSummary.expired', { count: expired })}
        </Badge>
      ) : null}
      {expiring > 0 ? (
        <Badge colorPalette="orange" variant="subtle" data-status="expiring_soon">
          {t('professionals.certSummary.expiring', { count: expiring })}
        </Badge>
      ) : null}
      {ok > 0 || certifications.length === 0 ? (
        <Badge colorPalette="green" variant="subtle">
          {t('professionals.certSummary.ok', { count: ok })}
        </Badge>
      ) : null}
    </HStack>
  );
}
