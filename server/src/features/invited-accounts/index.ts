import { defineFeature, type Deps } from '../../shared/feature.js';
import { InvitedAccountsService, type InvitationMails } from './invited-accounts.service.js';

export type {
  CreatedAccount,
  InvitedAccountsService,
  NewAccount,
  RoleGrant,
  SendMail,
} from './invited-accounts.service.js';

/** Accounts made for someone else, with their grants and the invitation mail (after commit). */
export const invitedAccountsModule = defineFeature({
  name: 'invitedAccounts',
  createService: ({ auth }: Deps<{ auth: InvitationMails }>) => new InvitedAccountsService(auth),
});
