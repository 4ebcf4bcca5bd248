import { Badge, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuHardDrive } from 'react-icons/lu';
import type { Plan } from '../use-plans';

interface PlanCardProps {
  plan: Plan;
  price: string;
  storage: string;
  /** Set apart (a coloured border) with this badge, e.g. the organization's current plan. */
  badge?: string;
  /** What the card offers at its foot, e.g. switching to the plan. */
  action?: ReactNode;
  /** The heading level of the plan's name. */
  headingLevel?: 'h2' | 'h3';
}

/** One plan: name, monthly price, storage, what it is for and what it includes. */
export function PlanCard({ plan, price, storage, badge, action, headingLevel = 'h2' }: PlanCardProps) {
  const { t } = useTranslation();
  return (
    <Card.Root
      as="article"
      aria-label={plan.name}
      data-testid={`plan-${plan.id}`}
      h="full"
      borderWidth={badge ? '2px' : '1px'}
      borderColor={badge ? 'brand.solid' : 'border'}
    >
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Heading as={headingLevel} size="lg">
            {plan.name}
          </Heading>
          {badge ? <Badge colorPalette="brand">{badge}</Badge> : null}
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          {plan.description}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text>
            <Text as="span" textStyle="3xl" fontWeight="bold" letterSpacing="tight">
              {price}
            </Text>{' '}
            <Text as="span" color="fg.muted">
              {t('subscription.perMonth')}
            </Text>
          </Text>
          <HStack gap="2" color="fg.muted">
            <LuHardDrive aria-hidden />
            <Text>{storage}</Text>
          </HStack>
          <PlanFeatures plan={plan} />
        </Stack>
      </Card.Body>
      {action ? <Card.Footer>{action}</Card.Footer> : null}
    </Card.Root>
  );
}

/** The plan's features, one a line with a check. */
export function PlanFeatures({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  return (
    <List.Root gap="2" variant="plain" aria-label={t('subscription.includes', { plan: plan.name })}>
      {plan.features.map((feature) => (
        <List.Item key={feature} alignItems="start">
          <List.Indicator asChild color="green.fg" mt="1">
            <LuCheck aria-hidden />
          </List.Indicator>
          {feature}
        </List.Item>
      ))}
    </List.Root>
  );
}
