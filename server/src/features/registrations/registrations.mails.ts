import type { EntityManager } from 'typeorm';
import type { JobQueue } from '../../shared/jobs/job-queue.js';
import type { Language } from '../../shared/language.js';
import { enqueueMail } from '../../shared/mail/mail-jobs.js';

// The mails a family receives about its registration, in the family's language, through the job queue in
// the transaction of the change (they go out if and only if it committed). None carries a secret: the
// set-password link of a new account is the invitation mail (invited-accounts), sent apart.

export type RegistrationMailKind = 'received' | 'approved' | 'waitlisted' | 'rejected' | 'offered';

interface Family {
  organizationName: string;
  childName: string;
  teamName: string;
  language: Language;
  guardians: readonly { email: string; firstName: string }[];
  /** The reason of a refusal. */
  reason?: string | null;
  /** How long an offered place is held. */
  holdDays?: number;
}

const SUBJECTS: Record<RegistrationMailKind, Record<Language, (family: Family) => string>> = {
  received: {
    en: (f) => `${f.organizationName}: we received the registration of ${f.childName}`,
    tr: (f) => `${f.organizationName}: ${f.childName} için kayıt başvurunuzu aldık`,
  },
  approved: {
    en: (f) => `${f.organizationName}: ${f.childName} is registered`,
    tr: (f) => `${f.organizationName}: ${f.childName} kaydı onaylandı`,
  },
  waitlisted: {
    en: (f) => `${f.organizationName}: ${f.childName} is on the waiting list`,
    tr: (f) => `${f.organizationName}: ${f.childName} bekleme listesinde`,
  },
  offered: {
    en: (f) => `${f.organizationName}: a place is free for ${f.childName}`,
    tr: (f) => `${f.organizationName}: ${f.childName} için yer açıldı`,
  },
  rejected: {
    en: (f) => `${f.organizationName}: about the registration of ${f.childName}`,
    tr: (f) => `${f.organizationName}: ${f.childName} kayıt başvurusu hakkında`,
  },
};

const BODIES: Record<RegistrationMailKind, Record<Language, (family: Family) => string>> = {
  received: {
    en: (f) =>
      `We received your request to register ${f.childName} for ${f.teamName}. The school will look at it and write to you when it has decided.\n\nIf you did not send this request, you can ignore this mail.`,
    tr: (f) =>
      `${f.childName} için ${f.teamName} kayıt başvurunuzu aldık. Okul başvuruyu inceleyip karar verdiğinde size yazacak.\n\nBu başvuruyu siz göndermediyseniz bu e-postayı dikkate almayın.`,
  },
  approved: {
    en: (f) =>
      `${f.childName} is now registered with ${f.teamName}. A guardian new to Arena receives a separate mail to choose a password; then you can see your child's schedule, attendance and the data we keep.`,
    tr: (f) =>
      `${f.childName}, ${f.teamName} takımına kaydedildi. Arena'da hesabı olmayan veliye şifresini belirlemesi için ayrı bir e-posta gönderilir; ardından çocuğunuzun programını, devamını ve tuttuğumuz verileri görebilirsiniz.`,
  },
  waitlisted: {
    en: (f) =>
      `${f.teamName} has no place free at the moment, so ${f.childName} is on its waiting list. We will write to you as soon as a place is free.`,
    tr: (f) =>
      `${f.teamName} takımında şu anda boş yer yok; ${f.childName} bekleme listesine alındı. Yer açıldığında size hemen yazacağız.`,
  },
  offered: {
    en: (f) =>
      `A place in ${f.teamName} is free, and the school holds it for ${f.childName} for ${f.holdDays ?? 3} days. Write to the school or call it to take the place; the school then confirms the registration. If you do not answer in time, the place goes to the next child waiting.`,
    tr: (f) =>
      `${f.teamName} takımında bir yer açıldı ve okul bu yeri ${f.childName} için ${f.holdDays ?? 3} gün tutuyor. Yeri almak için okula yazın ya da okulu arayın; okul ardından kaydı onaylar. Zamanında yanıt vermezseniz yer sıradaki çocuğa geçer.`,
  },
  rejected: {
    en: (f) =>
      `We are sorry: the school could not accept the registration of ${f.childName} for ${f.teamName}.\n\nThe school's reason: ${f.reason ?? ''}\n\nThe data you sent is kept only as long as the law asks; you can write to the school to have it erased.`,
    tr: (f) =>
      `Üzgünüz: okul ${f.childName} için ${f.teamName} kayıt başvurusunu kabul edemedi.\n\nOkulun açıklaması: ${f.reason ?? ''}\n\nGönderdiğiniz veriler yalnızca yasanın gerektirdiği süre saklanır; silinmesi için okula yazabilirsiniz.`,
  },
};

/** Adds one mail per guardian about the registration to the queue, in the caller's transaction. */
export async function mailFamily(
  jobs: JobQueue,
  manager: EntityManager,
  kind: RegistrationMailKind,
  family: Family,
): Promise<void> {
  const language = family.language;
  for (const guardian of family.guardians) {
    const greeting = language === 'tr' ? `Merhaba ${guardian.firstName},` : `Hello ${guardian.firstName},`;
    await enqueueMail(
      jobs,
      {
        to: guardian.email,
        subject: SUBJECTS[kind][language](family),
        text: `${greeting}\n\n${BODIES[kind][language](family)}\n\n${family.organizationName}`,
      },
      { manager },
    );
  }
}
