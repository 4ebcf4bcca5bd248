import type { Language } from '../../shared/language.js';
import { renderPdf, type PdfDocument } from '../../shared/pdf/render-pdf.js';
import type { AthleteDataDocument } from './registrations.data-export.js';

// The data hand-over as a document a family reads (KVKK art. 11 asks for the data, the JSON file gives it
// to a machine): the same content as the JSON, in sections with headings in the reader's language. Values
// are shown as held (names and texts as stored, dates as ISO dates, times in UTC), except the codes of a
// closed list, which read as words of the reader's language.

type Labels = Record<string, string>;

/** The words of each coded field's values: gender, status, relationship, purpose, event type, reply, mark. */
type CodeWords = Record<string, Labels>;

const CODES: Record<Language, CodeWords> = {
  en: {
    gender: { female: 'Female', male: 'Male' },
    status: {
      active: 'Active',
      trial: 'Trial',
      waitlist: 'Waiting list',
      left: 'Left',
      pending: 'Waiting for a decision',
      approved: 'Approved',
      rejected: 'Refused',
      waitlisted: 'On the waiting list',
    },
    relationship: {
      mother: 'Mother',
      father: 'Father',
      grandparent: 'Grandparent',
      sibling: 'Sibling',
      relative: 'Relative',
      foster_parent: 'Foster or step parent',
      other: 'Other',
    },
    purpose: {
      registration: 'Registration and personal data',
      health_data: 'Keeping health data',
      photos: 'Photos',
      publishing_results: 'Publishing results',
      marketing: 'Marketing messages',
    },
    type: {
      training: 'Training',
      match: 'Match',
      camp: 'Camp',
      tryout: 'Tryout',
      meeting: 'Meeting',
      social: 'Social',
    },
    rsvp: { going: 'Going', not_going: 'Not going', maybe: 'Maybe' },
    attendance: { present: 'Present', late: 'Late', excused: 'Excused', absent: 'Absent' },
    language: { en: 'English', tr: 'Turkish' },
  },
  tr: {
    gender: { female: 'Kız', male: 'Erkek' },
    status: {
      active: 'Aktif',
      trial: 'Deneme',
      waitlist: 'Bekleme listesi',
      left: 'Ayrıldı',
      pending: 'Karar bekliyor',
      approved: 'Onaylandı',
      rejected: 'Reddedildi',
      waitlisted: 'Bekleme listesinde',
    },
    relationship: {
      mother: 'Anne',
      father: 'Baba',
      grandparent: 'Büyükanne veya büyükbaba',
      sibling: 'Kardeş',
      relative: 'Akraba',
      foster_parent: 'Koruyucu veya üvey ebeveyn',
      other: 'Diğer',
    },
    purpose: {
      registration: 'Kayıt ve kişisel veriler',
      health_data: 'Sağlık verilerinin saklanması',
      photos: 'Fotoğraflar',
      publishing_results: 'Sonuçların yayımlanması',
      marketing: 'Pazarlama iletileri',
    },
    type: {
      training: 'Antrenman',
      match: 'Maç',
      camp: 'Kamp',
      tryout: 'Seçme',
      meeting: 'Toplantı',
      social: 'Sosyal etkinlik',
    },
    rsvp: { going: 'Geliyor', not_going: 'Gelmiyor', maybe: 'Belki' },
    attendance: { present: 'Var', late: 'Geç', excused: 'İzinli', absent: 'Yok' },
    language: { en: 'İngilizce', tr: 'Türkçe' },
  },
};

const TEXT: Record<
  Language,
  {
    title: (name: string) => string;
    intro: (school: string, at: string) => string;
    none: string;
    yes: string;
    no: string;
    sections: Labels;
    fields: Labels;
    codes: CodeWords;
  }
> = {
  en: {
    codes: CODES.en,
    title: (name) => `Data held about ${name}`,
    intro: (school, at) => `Everything ${school} holds in Arena about this athlete, as of ${at} (UTC).`,
    none: 'None.',
    yes: 'yes',
    no: 'no',
    sections: {
      athlete: 'Record',
      teams: 'Teams',
      guardians: 'Guardians',
      consents: 'Consents',
      registrations: 'Registrations',
      attendance: 'Attendance',
    },
    fields: {
      id: 'Id',
      firstName: 'First name',
      lastName: 'Last name',
      birthDate: 'Birth date',
      gender: 'Gender',
      status: 'Status',
      licenceNumber: 'Licence number',
      photo: 'Photo',
      email: 'E-mail',
      phone: 'Phone',
      address: 'Address',
      emergencyContactName: 'Emergency contact',
      emergencyContactPhone: 'Emergency phone',
      documents: 'Documents',
      medicalNotes: 'Health notes',
      createdAt: 'Created',
      updatedAt: 'Updated',
      archivedAt: 'Archived',
      team: 'Team',
      jerseyNumber: 'Jersey',
      position: 'Position',
      fromOn: 'From',
      toOn: 'To',
      name: 'Name',
      relationship: 'Relationship',
      legalGuardian: 'Legal guardian',
      isPrimary: 'Primary',
      mayPickUp: 'May pick up',
      unlinkedAt: 'Unlinked',
      purpose: 'Purpose',
      textVersion: 'Text version',
      grantedAt: 'Granted',
      withdrawnAt: 'Withdrawn',
      grantedBy: 'Granted by',
      language: 'Language',
      note: 'Note',
      submittedAt: 'Sent',
      decidedAt: 'Decided',
      reason: 'Reason',
      guardians: 'Guardians',
      consents: 'Consents accepted',
      title: 'Event',
      type: 'Type',
      startsAt: 'Starts',
      rsvp: 'Reply',
      rsvpNote: 'Reply note',
      attendance: 'Attendance',
    },
  },
  tr: {
    codes: CODES.tr,
    title: (name) => `${name} hakkında tutulan veriler`,
    intro: (school, at) =>
      `${school} kurumunun Arena'da bu sporcu hakkında tuttuğu tüm veriler (${at}, UTC).`,
    none: 'Yok.',
    yes: 'evet',
    no: 'hayır',
    sections: {
      athlete: 'Kayıt',
      teams: 'Takımlar',
      guardians: 'Veliler',
      consents: 'İzinler',
      registrations: 'Kayıt başvuruları',
      attendance: 'Devam',
    },
    fields: {
      id: 'Kimlik',
      firstName: 'Ad',
      lastName: 'Soyad',
      birthDate: 'Doğum tarihi',
      gender: 'Cinsiyet',
      status: 'Durum',
      licenceNumber: 'Lisans numarası',
      photo: 'Fotoğraf',
      email: 'E-posta',
      phone: 'Telefon',
      address: 'Adres',
      emergencyContactName: 'Acil durumda aranacak kişi',
      emergencyContactPhone: 'Acil durum telefonu',
      documents: 'Belgeler',
      medicalNotes: 'Sağlık notları',
      createdAt: 'Oluşturulma',
      updatedAt: 'Güncellenme',
      archivedAt: 'Arşivlenme',
      team: 'Takım',
      jerseyNumber: 'Forma',
      position: 'Mevki',
      fromOn: 'Başlangıç',
      toOn: 'Bitiş',
      name: 'Ad soyad',
      relationship: 'Yakınlık',
      legalGuardian: 'Yasal veli',
      isPrimary: 'Birincil',
      mayPickUp: 'Teslim alabilir',
      unlinkedAt: 'Bağlantı kaldırıldı',
      purpose: 'Amaç',
      textVersion: 'Metin sürümü',
      grantedAt: 'Verilme',
      withdrawnAt: 'Geri çekilme',
      grantedBy: 'Veren',
      language: 'Dil',
      note: 'Not',
      submittedAt: 'Gönderilme',
      decidedAt: 'Karar',
      reason: 'Gerekçe',
      guardians: 'Veliler',
      consents: 'Kabul edilen izinler',
      title: 'Etkinlik',
      type: 'Tür',
      startsAt: 'Başlangıç',
      rsvp: 'Yanıt',
      rsvpNote: 'Yanıt notu',
      attendance: 'Devam',
    },
  },
};

/**
 * A value as text: a closed list's code in words (`codes`: the words of the field it is in), dates as ISO,
 * booleans in words, lists and objects as compact JSON.
 */
function show(value: unknown, text: (typeof TEXT)[Language], codes?: Labels): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && codes?.[value]) return codes[value];
  if (value instanceof Date) return value.toISOString().replace('T', ' ').slice(0, 16);
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (typeof value === 'object') {
    if (Array.isArray(value) && value.length === 0) return '—';
    return JSON.stringify(value);
  }
  return String(value);
}

/** How the PDF shows a field's value to a reader of `language` (the codes of a closed list in words). */
export function pdfValueText(field: string, value: unknown, language: Language): string {
  const text = TEXT[language];
  return show(value, text, text.codes[field]);
}

/** Fields as label and value, one per line: the record, and each row of a list too wide for a table. */
function fieldList(row: Record<string, unknown>, text: (typeof TEXT)[Language]): PdfDocument['content'] {
  return {
    table: {
      widths: [140, '*'],
      body: Object.entries(row).map(([field, value]) => [
        { text: text.fields[field] ?? field, bold: true },
        show(value, text, text.codes[field]),
      ]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 8],
  };
}

/** Lists of up to this many fields are tables (a row a line); wider ones are a field list per row. */
const TABLE_FIELDS = 6;

/** One list: a table with a header row, or a field list per row when it has too many fields for A4. */
function list(rows: Record<string, unknown>[], text: (typeof TEXT)[Language]): PdfDocument['content'] {
  if (rows.length === 0) return { text: text.none, italics: true, margin: [0, 0, 0, 8] };
  const fields = Object.keys(rows[0]!);
  if (fields.length > TABLE_FIELDS) return rows.map((row) => fieldList(row, text));
  return {
    table: {
      headerRows: 1,
      widths: fields.map(() => '*'),
      body: [
        fields.map((field) => ({ text: text.fields[field] ?? field, bold: true })),
        ...rows.map((row) => fields.map((field) => show(row[field], text, text.codes[field]))),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
    margin: [0, 0, 0, 8],
  };
}

/** The hand-over as PDF bytes, headed in `language`. */
export async function renderAthleteDataPdf(
  document: AthleteDataDocument,
  language: Language,
): Promise<Buffer> {
  const text = TEXT[language];
  const { athlete } = document;
  const name = `${show(athlete.firstName, text)} ${show(athlete.lastName, text)}`;
  const heading = (key: string) => ({ text: text.sections[key] ?? key, style: 'section' });
  const lists = ['teams', 'guardians', 'consents', 'registrations', 'attendance'] as const;
  return renderPdf({
    info: { title: text.title(name), producer: 'Arena' },
    content: [
      { text: text.title(name), style: 'title' },
      {
        text: text.intro(
          show(document.organization, text),
          document.exportedAt.slice(0, 16).replace('T', ' '),
        ),
        margin: [0, 0, 0, 12],
      },
      heading('athlete'),
      fieldList(athlete, text),
      ...lists.flatMap((name) => [heading(name), list(document[name], text)]),
    ],
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 6] },
      section: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
    },
    footer: (page: number, pages: number) => ({
      text: `${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
    }),
  });
}
