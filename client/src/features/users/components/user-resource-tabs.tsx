import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DevicesPanel, PreferencesPanel } from './user-account-panels';
import { DeliveriesPanel, FeedbacksPanel, SurveyAnswersPanel } from './user-activity-panels';
import { DocumentsPanel } from './user-documents-panel';
import { PaymentsPanel, WalletPanel } from './user-money-panels';
import { RESOURCE_TABS, type ResourceTab } from './user-resource-panel';

export { RESOURCE_TABS } from './user-resource-panel';

/** One tab per sub-resource of a user; each tab loads its own data when first opened. */
export function UserResourceTabs({ userId }: { userId: string }) {
  const { t } = useTranslation();
  return (
    <Tabs.Root defaultValue="documents" lazyMount size="sm" variant="line">
      <Tabs.List overflowX="auto" flexWrap="nowrap" scrollbarWidth="thin">
        {RESOURCE_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} flexShrink="0">
            {t(`users.resources.${tab}.tab`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {RESOURCE_TABS.map((tab) => (
        <Tabs.Content key={tab} value={tab}>
          <ResourcePanel tab={tab} userId={userId} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function ResourcePanel({ tab, userId }: { tab: ResourceTab; userId: string }) {
  switch (tab) {
    case 'documents':
      return <DocumentsPanel userId={userId} />;
    case 'payments':
      return <PaymentsPanel userId={userId} />;
    case 'preferences':
      return <PreferencesPanel userId={userId} />;
    case 'wallet':
      return <WalletPanel userId={userId} />;
    case 'devices':
      return <DevicesPanel userId={userId} />;
    case 'notifications':
      return <DeliveriesPanel userId={userId} />;
    case 'surveyAnswers':
      return <SurveyAnswersPanel userId={userId} />;
    case 'feedbacks':
      return <FeedbacksPanel userId={userId} />;
  }
}
