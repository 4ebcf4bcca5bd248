import type { ReactNode } from 'react';
import { LuLock, LuSearchX } from 'react-icons/lu';
import { NoticeCard } from '../../../components/ui/notice-card';

interface CompaniesNoticeProps {
  /** A lock for a screen the viewer's role does not have, a search mark for a company not found. */
  kind: 'forbidden' | 'notFound';
  title: string;
  description: string;
  children?: ReactNode;
}

/** What a viewer who reaches a companies screen by its address, without access to it, sees instead. */
export function CompaniesNotice({ kind, title, description, children }: CompaniesNoticeProps) {
  return (
    <NoticeCard
      icon={kind === 'forbidden' ? <LuLock aria-hidden="true" /> : <LuSearchX aria-hidden="true" />}
      title={title}
      description={description}
      testId={kind === 'forbidden' ? 'companies-forbidden' : 'company-not-found'}
    >
      {children}
    </NoticeCard>
  );
}
