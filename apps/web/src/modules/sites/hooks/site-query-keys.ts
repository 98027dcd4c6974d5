/** React-query keys of the site module. */
export const siteQueryKeys = {
  settingsUser: (username: string | undefined) => ['settings-user', username ?? ''] as const,
  selectableSites: (username: string | undefined) => ['sites', 'selectable', username ?? ''] as const,
};
