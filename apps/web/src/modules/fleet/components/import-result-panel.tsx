import { Alert, Badge, ScrollArea, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '../import-result.ts';

export type ImportOutcome =
  | { kind: 'imported'; count: number }
  | { kind: 'refused'; problems: ImportProblem[] }
  | { kind: 'failed'; message: string };

/**
 * The outcome of a CSV import: the number of products imported, or each bad line with its reason
 * (and that nothing was imported), or the failure of the call itself.
 */
export function ImportResultPanel({ outcome }: { outcome: ImportOutcome }) {
  const { t } = useTranslation();
  if (outcome.kind === 'imported') {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} data-testid="import-success">
        {t('FLEET.IMPORT.SUCCESS', { count: outcome.count })}
      </Alert>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="import-failed">
        {outcome.message}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('FLEET.IMPORT.NOTHING_IMPORTED')}
      data-testid="import-refused"
    >
      <Text size="sm" mb="xs">
        {t('FLEET.IMPORT.PROBLEM_COUNT', { count: outcome.problems.length })}
      </Text>
      <ScrollArea.Autosize mah={260}>
        <Table verticalSpacing={4} withRowBorders data-testid="import-problems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>{t('FLEET.IMPORT.LINE')}</Table.Th>
              <Table.Th>{t('FLEET.IMPORT.REASON')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {outcome.problems.map((problem) => (
              <Table.Tr
                key={`${problem.where}:${problem.message}`}
                data-testid="import-problem"
                data-line={problem.line ?? ''}
              >
                <Table.Td>
                  {problem.line !== null ? (
                    <Badge variant="outline" color="red" size="sm">
                      {problem.line}
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {problem.where || '-'}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{problem.message}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Alert>
  );
}
