/**
 * The mail module's public surface: the services and reads other modules may call, nothing else
 * (docs/decisions/module-boundaries.md). Another module imports the mail module only from here.
 */

export { provideMailPorts } from './mail.ports.ts';
export { getOutboxMessage } from './mail.service.ts';
export type { AccountMailKind } from './mail.templates.ts';
export { renderAccountMail } from './mail.templates.ts';
export type { Mailer } from './mailer.ts';
export { createMailer } from './mailer.ts';
