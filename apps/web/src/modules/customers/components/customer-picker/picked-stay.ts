import type { StayImportAnswer } from '@velodesk/contract/api/customers';

/** The stay a customer imported from the stay system came with (for the rental screens). */
export interface PickedStay {
  stayId: string | null;
  stayLink: string | null;
  emplacementName: string | null;
  /** The stay's last day (yyyy-mm-dd) as the search result showed it: a rental may not end after it. */
  stayEndDate: string | null;
}

export const pickedStayOf = (answer: StayImportAnswer, stayEndDate: string | null = null): PickedStay => ({
  stayId: answer.stayId,
  stayLink: answer.stayLink,
  emplacementName: answer.emplacementName,
  stayEndDate: stayEndDate ? stayEndDate.slice(0, 10) : null,
});
