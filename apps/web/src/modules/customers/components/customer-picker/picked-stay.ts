import type { StayImportAnswer } from '@velodesk/contract/api/customers';

/** The stay a customer imported from the stay system came with (for the rental screens). */
export interface PickedStay {
  stayId: string | null;
  stayLink: string | null;
  emplacementName: string | null;
}

export const pickedStayOf = (answer: StayImportAnswer): PickedStay => ({
  stayId: answer.stayId,
  stayLink: answer.stayLink,
  emplacementName: answer.emplacementName,
});
