import { useQuery } from '@tanstack/react-query';
import type {
  ErasureRead,
  ErasureRequest,
  IdentityRevealRead,
  RetentionSettingsRead,
  RetentionSettingsWrite,
} from '@velodesk/contract/api/privacy';
import type { DownloadedFile } from '@/shared/api/api-client.ts';
import { customerKeys } from '@/shared/data/keys/customers-keys.ts';
import { personalDataEventKeys, retentionKeys } from '@/shared/data/keys/privacy-keys.ts';
import { type MutationCallbacks, useResourceMutation } from '@/shared/data/use-resource-mutation.ts';
import {
  downloadPersonalData,
  eraseCustomer,
  getRetention,
  type PersonalDataFormat,
  revealIdentityNumber,
  saveRetention,
} from '../api/privacy-api.ts';

/**
 * The personal-data reads and writes, each refreshing what it changes
 * (docs/decisions/web-data-layer.md): an erasure the customers (lists and page); an export or a
 * reveal only the journal that records it.
 */

export const useRetention = (companyId: number) =>
  useQuery({
    queryKey: retentionKeys.detail(companyId),
    queryFn: ({ signal }) => getRetention(companyId, signal),
  });

export const useSaveRetention = (
  companyId: number,
  callbacks?: MutationCallbacks<RetentionSettingsRead, RetentionSettingsWrite>,
) =>
  useResourceMutation(
    (body: RetentionSettingsWrite) => saveRetention(companyId, body),
    [retentionKeys.all],
    callbacks,
  );

export const useEraseCustomer = (
  customerId: number,
  callbacks?: MutationCallbacks<ErasureRead, ErasureRequest>,
) =>
  useResourceMutation(
    (body: ErasureRequest) => eraseCustomer(customerId, body),
    [customerKeys.all, personalDataEventKeys.all],
    callbacks,
  );

export const usePersonalDataExport = (
  customerId: number,
  callbacks?: MutationCallbacks<DownloadedFile, PersonalDataFormat>,
) =>
  useResourceMutation(
    (format: PersonalDataFormat) => downloadPersonalData(customerId, format),
    [personalDataEventKeys.all],
    callbacks,
  );

export const useRevealIdentityNumber = (
  subject: { kind: 'customer' | 'contact'; id: number },
  callbacks?: MutationCallbacks<IdentityRevealRead, void>,
) => useResourceMutation(() => revealIdentityNumber(subject), [personalDataEventKeys.all], callbacks);
