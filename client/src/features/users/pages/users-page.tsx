import { ComingSoonPage } from '../../coming-soon/pages/coming-soon-page';

// The user administration screen (fbiad-pages/users); until it lands, the coming-soon page.
export const UsersPage = ComingSoonPage;
