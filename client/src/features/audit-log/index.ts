import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

export const auditLogFeature = defineFeature({
  name: 'audit-log',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.auditLog,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/audit-log-page')).AuditLogPage },
    },
  ],
});
