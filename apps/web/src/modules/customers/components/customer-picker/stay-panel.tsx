import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { StayCustomerRead, StayImportAnswer } from '@velodesk/contract/api/customers';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchStayCustomers } from '../../api/stay-api.ts';
import { stayErrorMessage } from '../../customer-errors.ts';
import { useImportStayCustomer } from '../../hooks/use-customer-writes.ts';
import { StayResults } from './stay-results.tsx';
import { StaySearchForm } from './stay-search-form.tsx';
import { type StaySearchValues, staySearchQueryOf } from './stay-search-rules.ts';

/**
 * The stay-system base of the customer modal: search, then a click on a result imports the client
 * (creating or updating the local customer) and selects it. Errors show above the results, which
 * stay on screen with the search form's values.
 */
export function StayPanel({
  onImported,
}: {
  /** The imported customer, and the end of the stay the result showed. */
  onImported: (answer: StayImportAnswer, stayDateEnd: string | null) => void;
}) {
  const { t } = useTranslation();
  const [results, setResults] = useState<StayCustomerRead[] | null>(null);
  const [resultsKey, setResultsKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const picked = useRef<StayCustomerRead | null>(null);

  const search = useMutation({
    mutationFn: (values: StaySearchValues) => searchStayCustomers(staySearchQueryOf(values)),
    onMutate: () => setError(null),
    onSuccess: (found) => {
      setResults(found);
      setResultsKey((key) => key + 1);
    },
    onError: (failure) => setError(stayErrorMessage(failure, t)),
  });
  const importClient = useImportStayCustomer({
    onSuccess: (answer) => onImported(answer, picked.current?.stayDateEnd ?? null),
    onError: (failure) => setError(stayErrorMessage(failure, t)),
  });

  return (
    <Stack gap="md" data-testid="stay-panel">
      <StaySearchForm
        onSearch={(values) => search.mutate(values)}
        isSearching={search.isPending}
        onStayStateChange={() => {
          setResults(null);
          setError(null);
        }}
      />
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="stay-error">
          {error}
        </Alert>
      ) : null}
      {results ? (
        <StayResults
          key={resultsKey}
          results={results}
          onPick={(client) => {
            setError(null);
            picked.current = client;
            importClient.mutate(client);
          }}
          importingId={importClient.isPending ? (importClient.variables?.clientId ?? null) : null}
        />
      ) : null}
    </Stack>
  );
}
