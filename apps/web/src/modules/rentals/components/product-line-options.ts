import type { AvailableProductGroup } from '@velodesk/contract/api/rentals';
import type { LineView } from '../form/use-rental-form.ts';

type Option = { value: string; label: string };

/**
 * The products a line may take, grouped by range and sorted by the range's name: the available
 * ones, less those chosen on the other lines. A product not (or not yet) among the available ones
 * still shows its number, in a first group named `chosenLabel`.
 */
export const productOptionsFor = (
  view: LineView,
  available: { groups: readonly AvailableProductGroup[] | null; chosenIds: readonly number[] },
  chosenLabel: string,
) => {
  const taken = new Set(available.chosenIds.filter((id) => id !== view.line.productId));
  const groups = new Map<string, Option[]>();
  for (const group of available.groups ?? []) {
    const items = group.availableProducts
      .filter((product) => !taken.has(product.id))
      .map((product) => ({
        value: String(product.id),
        label: `${product.internalNumber} — ${group.model}${group.size ? ` ${group.size}` : ''}`,
      }));
    if (items.length === 0) continue;
    groups.set(group.range.name, [...(groups.get(group.range.name) ?? []), ...items]);
  }
  const data: Array<{ group: string; items: Option[] }> = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, items]) => ({ group, items }));
  // A product not (or not yet) among the available ones still shows its number.
  if (view.line.productId !== null && !view.group)
    data.unshift({
      group: chosenLabel,
      items: [
        { value: String(view.line.productId), label: view.internalNumber ?? `#${view.line.productId}` },
      ],
    });
  return data;
};
