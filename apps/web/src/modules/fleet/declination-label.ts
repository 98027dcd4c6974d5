/** A declination as the specs show it: "range - model - size" (fleet, pricing and rentals screens). */
export const declinationLabel = (declination: {
  range: { name: string };
  model: string;
  size: string;
}): string => `${declination.range.name} - ${declination.model} - ${declination.size}`;
