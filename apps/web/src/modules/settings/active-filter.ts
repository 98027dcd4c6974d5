import type { ColumnFilter } from '../../ui/data-grid/grid-types.ts';

/** The Actif/Inactif list filter of the activated-like columns (sent as field[]=1 / field[]=0). */
export const activeFilter: ColumnFilter = {
  kind: 'list',
  options: [
    { value: '1', labelKey: 'SETTINGS.ACTIVE' },
    { value: '0', labelKey: 'SETTINGS.INACTIVE' },
  ],
};
