// The demo mailboxes' text (mail.seed.ts): a sports school's mail in Turkish and English — families
// about training times, federation letters, sponsor invoices, kit orders. `{name}` is the owner's name.

export interface DemoSender {
  name: string;
  email: string;
}

export interface DemoLetter {
  from: DemoSender;
  subject: string;
  body: string[];
  labels: readonly DemoLabelKey[];
  attachments?: readonly string[];
}

export const DEMO_LABELS = [
  ['personal', 'Personal', 'blue'],
  ['work', 'Work', 'indigo'],
  ['payments', 'Payments', 'red'],
  ['invoices', 'Invoices', 'teal'],
  ['accounts', 'Accounts', 'purple'],
  ['forums', 'Forums', 'green'],
] as const;
export type DemoLabelKey = (typeof DEMO_LABELS)[number][0];

const parent = (name: string, email: string): DemoSender => ({ name, email });

export const INCOMING: readonly DemoLetter[] = [
  {
    from: parent('Hülya Yılmaz', 'hulya.yilmaz@example.com'),
    subject: 'U10 antrenman saatleri hakkında',
    body: [
      'Merhaba {name},',
      'Oğlum Kaan U10 grubunda. Salı antrenmanının 17:30’a alınması mümkün mü? Okul servisi 17:00’de bırakıyor.',
      'Teşekkürler, iyi çalışmalar.',
    ],
    labels: ['personal'],
  },
  {
    from: { name: 'TFF Amatör İşler', email: 'amator@tff.example' },
    subject: 'Lisans yenileme takvimi 2026-2027',
    body: [
      'Sayın Kulüp Yetkilisi,',
      'Sporcu lisanslarının yenilenmesi için son başvuru tarihi 15 Eylül’dür. Sağlık raporlarının sisteme yüklenmesi gerekmektedir.',
      'Saygılarımızla.',
    ],
    labels: ['work', 'forums'],
    attachments: ['lisans-takvimi.pdf'],
  },
  {
    from: { name: 'Anka Spor Malzemeleri', email: 'siparis@ankaspor.example' },
    subject: 'Invoice #2026-118 — training kits',
    body: [
      'Dear {name},',
      'Please find attached the invoice for 60 training kits (U8–U12) delivered on Monday.',
      'Payment is due within 30 days.',
    ],
    labels: ['invoices', 'payments'],
    attachments: ['invoice-2026-118.pdf', 'delivery-note.txt'],
  },
  {
    from: parent('Mark Johnson', 'mark.johnson@example.com'),
    subject: 'Tournament weekend — car pooling',
    body: [
      'Hi {name},',
      'A few of us parents are organising car pools for the Izmir tournament. Could you share the departure time?',
      'Thanks, Mark',
    ],
    labels: ['personal'],
  },
  {
    from: { name: 'Boğaziçi Enerji Sponsorluk', email: 'sponsorluk@bogazicienerji.example' },
    subject: 'Sponsorluk sözleşmesi — imza sayfası',
    body: [
      'Merhaba,',
      'Forma sponsorluğu sözleşmesinin imza sayfasını ekte bulabilirsiniz. Logonun göğüs bölümünde yer alması konusunda anlaştık.',
    ],
    labels: ['work', 'accounts'],
    attachments: ['sozlesme-imza.pdf'],
  },
  {
    from: { name: 'Istanbul Youth League', email: 'fixtures@iyl.example' },
    subject: 'Autumn fixtures published',
    body: [
      'Dear club secretary,',
      'The autumn fixtures for U12 and U14 are now online. Please confirm your home pitch availability by Friday.',
    ],
    labels: ['work'],
  },
  {
    from: parent('Ayten Kurt', 'ayten.kurt@example.com'),
    subject: 'Aidat ödemesi',
    body: ['Merhaba,', 'Ekim ayı aidatını havale ile gönderdim, dekontu ekliyorum.', 'Sevgiler.'],
    labels: ['payments'],
    attachments: ['dekont.txt'],
  },
  {
    from: { name: 'Kartal Belediyesi Spor İşleri', email: 'spor@kartal-bld.example' },
    subject: 'Saha tahsisi — Cumartesi maçları',
    body: ['İlgili Makama,', 'Cumartesi günleri 09:00–13:00 arası sentetik saha tahsisiniz onaylanmıştır.'],
    labels: ['work'],
    attachments: ['saha-plani.png'],
  },
  {
    from: { name: 'Physio Plus Clinic', email: 'info@physioplus.example' },
    subject: 'Injury prevention workshop for coaches',
    body: [
      'Hello {name},',
      'We would be glad to run a free injury prevention workshop for your coaching staff next month.',
    ],
    labels: ['forums'],
  },
  {
    from: { name: 'Yıldız Baskı', email: 'teklif@yildizbaski.example' },
    subject: 'Forma baskı teklifi',
    body: ['Merhaba,', 'İsim ve numara baskısı için adet başı fiyat teklifimiz ektedir.'],
    labels: ['invoices'],
    attachments: ['teklif.pdf'],
  },
  {
    from: parent('Sarah Williams', 'sarah.williams@example.com'),
    subject: 'Missed training on Thursday',
    body: [
      'Hello,',
      'Emily has a school trip on Thursday and will miss training. Sorry for the short notice!',
    ],
    labels: ['personal'],
  },
  {
    from: { name: 'Arena Billing', email: 'billing@arena.example' },
    subject: 'Your subscription renews next week',
    body: ['Hi {name},', 'Your Arena plan renews on the 1st. No action is needed.'],
    labels: ['accounts', 'payments'],
  },
];

/**
 * What the demo attachments say (mail.seed.files.ts writes them): a PDF's title and lines, a text
 * file's lines. A picture (.png) is drawn instead.
 */
export const DEMO_ATTACHMENT_TEXT: Readonly<Record<string, { title: string; lines: readonly string[] }>> = {
  'lisans-takvimi.pdf': {
    title: 'Lisans yenileme takvimi 2026-2027',
    lines: [
      'TFF Amatör İşler',
      '1 Temmuz: başvurular açılır',
      '15 Eylül: son başvuru tarihi',
      'Sağlık raporları sisteme yüklenmelidir.',
    ],
  },
  'invoice-2026-118.pdf': {
    title: 'Invoice #2026-118',
    lines: [
      'Anka Spor Malzemeleri',
      '60 training kits (U8-U12), delivered on Monday',
      'Payment is due within 30 days.',
    ],
  },
  'delivery-note.txt': {
    title: 'Delivery note',
    lines: ['60 training kits (U8-U12)', 'Delivered on Monday, received in good condition.'],
  },
  'sozlesme-imza.pdf': {
    title: 'Sponsorluk sözleşmesi - imza sayfası',
    lines: ['Boğaziçi Enerji', 'Forma sponsorluğu: logo göğüs bölümünde.', 'İmza: ____________________'],
  },
  'dekont.txt': {
    title: 'Havale dekontu',
    lines: ['Açıklama: Ekim ayı aidatı', 'Tutar: 1.500,00 TL'],
  },
  'teklif.pdf': {
    title: 'Forma baskı teklifi',
    lines: ['Yıldız Baskı', 'İsim ve numara baskısı: adet başı 45 TL', 'Teklif 30 gün geçerlidir.'],
  },
};

export const OUTGOING: readonly Omit<DemoLetter, 'from'>[] = [
  {
    subject: 'Re: U10 antrenman saatleri hakkında',
    body: [
      'Merhaba,',
      'Salı antrenmanını 17:30’a almayı koçlarımızla konuşuyoruz; cuma günü bilgi vereceğim.',
    ],
    labels: ['personal'],
  },
  {
    subject: 'Kit order for the new season',
    body: [
      'Hello,',
      'We would like to order 40 goalkeeper gloves and 80 pairs of socks. Please send a quote.',
    ],
    labels: ['work', 'invoices'],
  },
  {
    subject: 'Veli toplantısı — 12 Ekim',
    body: [
      'Değerli velilerimiz,',
      'Sezon başı veli toplantımız 12 Ekim Cumartesi saat 11:00’de kulüp binasında.',
    ],
    labels: ['work'],
  },
  {
    subject: 'Training schedule update',
    body: ['Hi all,', 'From next week U12 trains on Monday and Wednesday at 18:00.'],
    labels: ['work'],
  },
];

export const DRAFTS: readonly Omit<DemoLetter, 'from'>[] = [
  { subject: 'Sponsor teşekkür mektubu', body: ['Değerli sponsorumuz,', 'Desteğiniz için…'], labels: [] },
  { subject: 'End of season party', body: ['Dear families,', 'Save the date:'], labels: ['personal'] },
];

export const SPAM: readonly DemoLetter[] = [
  {
    from: { name: 'Mega Prize Center', email: 'winner@prizes.example' },
    subject: 'You have won a free stadium tour!!!',
    body: ['Click now to claim your prize.'],
    labels: [],
  },
  {
    from: { name: 'Ucuz Krampon', email: 'kampanya@ucuzkrampon.example' },
    subject: 'Sadece bugün %90 indirim',
    body: ['Tüm kramponlarda inanılmaz fırsat!'],
    labels: [],
  },
];
