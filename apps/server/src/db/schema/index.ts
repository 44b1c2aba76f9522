export * from './assessments.ts';
export * from './audit.ts';
export * from './companies.ts';
export * from './engagements.ts';
export * from './enums.ts';
export * from './identity.ts';
export * from './mail.ts';
export * from './users.ts';
