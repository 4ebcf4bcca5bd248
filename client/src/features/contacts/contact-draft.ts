import type { ContactDetailFragment } from '../../generated/graphql';

// A new contact is a draft until its first save: it lives only in the editor (the page's address is
// apps/contacts/new), so an editor opened and left behind leaves nothing on the server. The first Save
// creates it with everything typed (useSaveContactDraft).

/** The id in the address that opens the editor on a new contact's draft. Never a real id (a UUID). */
export const NEW_CONTACT_ID = 'new';

/** The empty contact a draft starts from. */
export function blankContact(): ContactDetailFragment {
  return {
    id: NEW_CONTACT_ID,
    name: '',
    avatar: null,
    background: null,
    title: null,
    company: null,
    emails: [],
    phoneNumbers: [],
    birthday: null,
    address: null,
    notes: null,
    tags: [],
  };
}
