import type { Language } from '../../shared/language.js';

// The account mails in both interface languages. A mail is written in the person's saved language;
// without one, in the language of the request that caused it (sign-up, reset), or for an invitation the
// inviter's; English otherwise (accountMailLanguage).

export interface AccountMail {
  subject: string;
  text: string;
}

interface MailValues {
  name: string;
  /** The link the mail is about: sign-in, forgot-password or a single-use set-password link. */
  link: string;
  /** Who created the invited account (invitation only); null for an administrator not named. */
  invitedBy?: string | null;
}

type Template = (values: MailValues) => { subject: string; lines: string[] };

const TEMPLATES = {
  welcome: {
    en: ({ name, link }) => ({
      subject: 'Welcome to Arena',
      lines: [
        `Hello ${name},`,
        '',
        'Your Arena account is ready. Sign in with this email address and the password you chose:',
        link,
      ],
    }),
    tr: ({ name, link }) => ({
      subject: "Arena'ya hoş geldiniz",
      lines: [
        `Merhaba ${name},`,
        '',
        'Arena hesabınız hazır. Bu e-posta adresi ve seçtiğiniz parolayla oturum açın:',
        link,
      ],
    }),
  },
  signUpTaken: {
    en: ({ name, link }) => ({
      subject: 'Someone tried to sign up to Arena with your address',
      lines: [
        `Hello ${name},`,
        '',
        'Someone tried to create an Arena account with this email address, which already has one.',
        'Nothing was changed.',
        '',
        'If it was you, sign in — or, if you no longer know your password, reset your password here:',
        link,
        '',
        'If it was not you, you can ignore this mail.',
      ],
    }),
    tr: ({ name, link }) => ({
      subject: "Adresinizle Arena'ya kaydolunmaya çalışıldı",
      lines: [
        `Merhaba ${name},`,
        '',
        'Biri bu e-posta adresiyle bir Arena hesabı oluşturmaya çalıştı; bu adresin zaten bir hesabı var.',
        'Hiçbir şey değiştirilmedi.',
        '',
        'Bu siz idiyseniz oturum açın; parolanızı hatırlamıyorsanız buradan sıfırlayın:',
        link,
        '',
        'Siz değilseniz bu e-postayı yok sayabilirsiniz.',
      ],
    }),
  },
  resetPassword: {
    en: ({ name, link }) => ({
      subject: 'Reset your Arena password',
      lines: [
        `Hello ${name},`,
        '',
        'Someone asked to reset the password of your Arena account. To choose a new one, open:',
        link,
        '',
        'The link works once, for one hour. If you did not ask for it, ignore this mail.',
      ],
    }),
    tr: ({ name, link }) => ({
      subject: 'Arena parolanızı sıfırlayın',
      lines: [
        `Merhaba ${name},`,
        '',
        'Arena hesabınızın parolasının sıfırlanması istendi. Yeni bir parola seçmek için açın:',
        link,
        '',
        'Bağlantı bir kez ve bir saat boyunca çalışır. Bunu siz istemediyseniz bu e-postayı yok sayın.',
      ],
    }),
  },
  invitation: {
    en: ({ name, link, invitedBy }) => ({
      subject: 'You are invited to Arena',
      lines: [
        `Hello ${name},`,
        '',
        `${invitedBy ?? 'An administrator'} created an Arena account for you. To choose your password, open:`,
        link,
        '',
        'The link works once, for seven days. Then sign in with this email address and your password.',
      ],
    }),
    tr: ({ name, link, invitedBy }) => ({
      subject: "Arena'ya davet edildiniz",
      lines: [
        `Merhaba ${name},`,
        '',
        `${invitedBy ?? 'Bir yönetici'} sizin için bir Arena hesabı oluşturdu. Parolanızı seçmek için açın:`,
        link,
        '',
        'Bağlantı bir kez ve yedi gün boyunca çalışır. Ardından bu e-posta adresi ve parolanızla oturum açın.',
      ],
    }),
  },
  invitationTaken: {
    en: ({ name, link }) => ({
      subject: 'Someone tried to invite you to Arena',
      lines: [
        `Hello ${name},`,
        '',
        'A school tried to invite this email address to Arena as a child’s guardian, but the address',
        'already has an Arena account. Nothing was created or changed.',
        '',
        'If you expected it, ask the school to link your existing account. You sign in here:',
        link,
        '',
        'If not, you can ignore this mail.',
      ],
    }),
    tr: ({ name, link }) => ({
      subject: "Arena'ya davet edilmeye çalışıldınız",
      lines: [
        `Merhaba ${name},`,
        '',
        'Bir okul bu e-posta adresini Arena’ya bir çocuğun velisi olarak davet etmeye çalıştı; ancak bu',
        'adresin zaten bir Arena hesabı var. Hiçbir şey oluşturulmadı ya da değiştirilmedi.',
        '',
        'Bunu bekliyorsanız okuldan mevcut hesabınızı bağlamasını isteyin. Oturumu buradan açarsınız:',
        link,
        '',
        'Beklemiyorsanız bu e-postayı yok sayabilirsiniz.',
      ],
    }),
  },
  passwordChanged: {
    en: ({ name, link }) => ({
      subject: 'Your Arena password was changed',
      lines: [
        `Hello ${name},`,
        '',
        'The password of your Arena account was just changed, and every other session was signed out.',
        '',
        'If it was not you, reset your password at once:',
        link,
      ],
    }),
    tr: ({ name, link }) => ({
      subject: 'Arena parolanız değiştirildi',
      lines: [
        `Merhaba ${name},`,
        '',
        'Arena hesabınızın parolası az önce değiştirildi ve diğer bütün oturumlar kapatıldı.',
        '',
        'Bunu siz yapmadıysanız parolanızı hemen sıfırlayın:',
        link,
      ],
    }),
  },
} satisfies Record<string, Record<Language, Template>>;

export type AccountMailKind = keyof typeof TEMPLATES;

/** One account mail, written in the given language. */
export function accountMail(kind: AccountMailKind, language: Language, values: MailValues): AccountMail {
  const { subject, lines } = TEMPLATES[kind][language](values);
  return { subject, text: lines.join('\n') };
}

/** The first language known: the person's saved one, then the others in order; English otherwise. */
export function accountMailLanguage(...choices: (Language | null | undefined)[]): Language {
  return choices.find((choice): choice is Language => !!choice) ?? 'en';
}
