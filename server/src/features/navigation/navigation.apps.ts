import { clientPath } from '../../shared/links.js';
import { page, STAFF, text, type NavigationNode } from './navigation.model.js';

/** The applications: the staff's work apps and every member's personal ones (navigation.model.ts, STAFF). */
export const APPS_SECTION: NavigationNode = {
  id: 'apps',
  title: text('Applications', 'Uygulamalar'),
  subtitle: text('Custom made application designs', 'Özel tasarlanmış uygulamalar'),
  type: 'group',
  icon: 'heroicons_outline:squares-2x2',
  children: [
    page('apps', 'academy', text('Academy', 'Akademi'), 'heroicons_outline:academic-cap'),
    page('apps', 'chat', text('Chat', 'Sohbet'), 'heroicons_outline:chat-bubble-bottom-center-text'),
    page('apps', 'contacts', text('Contacts', 'Kişiler'), 'heroicons_outline:user-group', {
      access: STAFF,
    }),
    {
      id: 'apps.ecommerce',
      title: text('ECommerce', 'E-Ticaret'),
      type: 'collapsable',
      icon: 'heroicons_outline:shopping-cart',
      access: STAFF,
      children: [
        {
          id: 'apps.ecommerce.inventory',
          title: text('Inventory', 'Envanter'),
          type: 'basic',
          link: clientPath('apps', 'ecommerce', 'inventory'),
        },
      ],
    },
    page('apps', 'file-manager', text('File Manager', 'Dosya Yöneticisi'), 'heroicons_outline:cloud', {
      access: STAFF,
    }),
    {
      id: 'apps.help-center',
      title: text('Help Center', 'Yardım Merkezi'),
      type: 'collapsable',
      icon: 'heroicons_outline:information-circle',
      link: clientPath('apps', 'help-center'),
      children: [
        {
          id: 'apps.help-center.home',
          title: text('Home', 'Ana sayfa'),
          type: 'basic',
          link: clientPath('apps', 'help-center'),
        },
        {
          id: 'apps.help-center.faqs',
          title: text('FAQs', 'Sık sorulan sorular'),
          type: 'basic',
          link: clientPath('apps', 'help-center', 'faqs'),
        },
        {
          id: 'apps.help-center.guides',
          title: text('Guides', 'Rehberler'),
          type: 'basic',
          link: clientPath('apps', 'help-center', 'guides'),
        },
        {
          id: 'apps.help-center.support',
          title: text('Support', 'Destek'),
          type: 'basic',
          link: clientPath('apps', 'help-center', 'support'),
        },
      ],
    },
    page('apps', 'mailbox', text('Mailbox', 'Posta Kutusu'), 'heroicons_outline:envelope', { access: STAFF }),
    page('apps', 'notes', text('Notes', 'Notlar'), 'heroicons_outline:pencil-square'),
    page('apps', 'scrumboard', text('Scrumboard', 'Scrum Panosu'), 'heroicons_outline:view-columns', {
      access: STAFF,
    }),
    page('apps', 'tasks', text('Tasks', 'Görevler'), 'heroicons_outline:check-circle', { access: STAFF }),
  ],
};
