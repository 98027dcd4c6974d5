/**
 * The journal module's public surface: the services and reads other modules may call, nothing else
 * (docs/decisions/module-boundaries.md). Another module imports the journal module only from here.
 */

export { provideJournalPorts } from './journal.ports.ts';
export { readEventsAboutCustomer } from './journal.read.ts';
export type { TechnicalEvent } from './journal.service.ts';
export {
  findTechnicalEvents,
  noticeClockBackwards,
  recordTechnicalEvent,
  technicalEventCollection,
} from './journal.service.ts';
