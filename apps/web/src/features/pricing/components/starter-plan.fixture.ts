import type { TPlan } from '@immora/shared/plans';

/** The seeded Starter plan as the API sends it: its texts are English. */
export const STARTER: TPlan = {
  id: 'p1',
  _id: 'p1',
  code: 'individual-starter',
  name: 'Starter',
  audience: 'individual',
  monthlyPrice: 29,
  yearlyPrice: 278.4,
  credits: 10,
  licences: 0,
  features: ['Up to 10 active listings', '10 credits per month', 'Appointment calendar', 'Basic CRM', 'E-mail support'],
  description: 'For agents starting out on Immora.',
  highlighted: false,
};
