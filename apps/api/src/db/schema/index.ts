// The schema as drizzle-kit and the Drizzle client see it: one file per module.
export * from './agencies.ts';
export * from './appointments.ts';
export * from './auth.ts';
export * from './auctions.ts';
export * from './blogs.ts';
export * from './cities.ts';
export * from './credits.ts';
export * from './marketplace.ts';
export * from './newsletter.ts';
export * from './plans.ts';
export * from './properties.ts';
export * from './users.ts';
export * from './profiles.ts';
export * from './orders.ts';
export * from './invoices.ts';
export * from './licences.ts';
