import type { ColumnFilter } from '../../../ui/data-grid/grid-types.ts';

/** The Active/Inactive list filter of the activated columns (sent as activated[]=1 / activated[]=0). */
export const activeListFilter: ColumnFilter = {
  kind: 'list',
  options: [
    { value: '1', labelKey: 'USERS.ACTIVE' },
    { value: '0', labelKey: 'USERS.INACTIVE' },
  ],
};
