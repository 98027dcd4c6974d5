import { activeListFilterOf } from '@/ui/data-grid/grid-types.ts';

/** The Active/Inactive list filter of the users' activated columns. */
export const activeListFilter = activeListFilterOf('USERS.ACTIVE', 'USERS.INACTIVE');
