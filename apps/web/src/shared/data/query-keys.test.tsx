import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { resourceKeys } from './query-keys.ts';
import { useResourceMutation } from './use-resource-mutation.ts';

const sourceRoot = join(import.meta.dirname, '../..');

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('the query-key scheme', () => {
  const sites = resourceKeys('sites');

  it('nests every key of a resource under `all`, and lists and details under their own prefix', () => {
    expect(sites.all).toEqual(['sites']);
    expect(sites.lists()).toEqual(['sites', 'list']);
    expect(sites.list({ name: 'Pins' })).toEqual(['sites', 'list', { name: 'Pins' }]);
    expect(sites.details()).toEqual(['sites', 'detail']);
    expect(sites.detail(3)).toEqual(['sites', 'detail', 3]);
  });

  it('is the only way keys are written: no literal key, no invalidation in a component', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(sourceRoot)) {
      const path = relative(sourceRoot, file);
      const text = readFileSync(file, 'utf8');
      // A literal array key (queryKey: ['x'] / queryKey={['x']}) instead of a factory's.
      if (/queryKey(?::|=\{)\s*\[\s*['"`]/.test(text)) offenders.push(`${path}: literal query key`);
      if (path.includes('/components/') && /\.invalidateQueries\(/.test(text))
        offenders.push(`${path}: invalidateQueries in a component (use the module's mutation hook)`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('useResourceMutation', () => {
  it('refreshes the lists of the resource before the write resolves, then runs the screen callback', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const sites = resourceKeys('sites');
    const taxes = resourceKeys('taxes');
    let stored = ['Les Pins'];
    let reads = 0;
    let taxReads = 0;
    const events: string[] = [];
    const { result } = renderHook(
      () => {
        const list = useQuery({
          queryKey: sites.list({ order: 'name' }),
          queryFn: async () => {
            reads += 1;
            return [...stored];
          },
        });
        useQuery({
          queryKey: taxes.list('all'),
          queryFn: async () => {
            taxReads += 1;
            return [];
          },
        });
        const save = useResourceMutation(
          async (name: string) => {
            stored = [...stored, name];
            return name;
          },
          [sites.all],
          { onSuccess: () => void events.push(`notified after ${reads} reads`) },
        );
        return { list, save };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual(['Les Pins']));
    await waitFor(() => expect(taxReads).toBe(1));

    await act(async () => {
      await result.current.save.mutateAsync('La Dune');
    });

    // The list was read again (and its cache entry holds the new site) before mutateAsync resolved;
    // the screen shows it at its next render.
    expect(reads).toBe(2);
    expect(queryClient.getQueryData(sites.list({ order: 'name' }))).toEqual(['Les Pins', 'La Dune']);
    expect(events).toEqual(['notified after 2 reads']);
    await waitFor(() => expect(result.current.list.data).toEqual(['Les Pins', 'La Dune']));
    // Another resource's queries were left alone.
    expect(taxReads).toBe(1);
  });
});
