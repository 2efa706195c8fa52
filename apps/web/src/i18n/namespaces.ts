/**
 * Every translation file of a language (`locales/<lang>/<namespace>.json`; the app loads each on
 * first use through `locale-backend.ts`). The locale checks (which also fail when a file is
 * missing from this list) and the component tests' setup read this one list.
 */
export const NAMESPACES = [
  'common',
  'user',
  'agent',
  'agency',
  'pseller',
  'crm',
  'profile',
  'dashboard',
  'billing',
  'crmRecords',
  'chat',
  'reporting',
  'emails',
  'reviews',
  'dataExport',
  'accountClosure',
  'costs',
  'valuation',
  'estimate',
  'market',
  'trust',
  'staff',
] as const;
