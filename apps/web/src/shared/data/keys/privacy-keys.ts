import { resourceKeys } from '../query-keys.ts';

/** Query keys of the personal-data resources (the scheme: app/query-keys.ts). */

/** A company's retention (GET /companies/{id}/retention): `detail(companyId)`. */
export const retentionKeys = resourceKeys('companies/retention');
/** Who read or exported what (GET /personal_data_events). */
export const personalDataEventKeys = resourceKeys('personal_data_events');
