/** Query keys of the users module; grids are invalidated by their prefix after a change. */
export const usersQueryKeys = {
  usersGrid: ['users', 'admin-grid'] as const,
  profilesGrid: ['profiles', 'grid'] as const,
  profiles: ['profiles', 'all'] as const,
  featuresGrid: ['features', 'grid'] as const,
  features: ['features', 'all'] as const,
  featureAccesses: (profileId: number) => ['feature_accesses', 'profile', profileId] as const,
  outboxGrid: ['mail_outbox', 'grid'] as const,
  outboxMessage: (id: number) => ['mail_outbox', 'message', id] as const,
  languages: ['languages', 'active'] as const,
  sites: ['sites', 'all-for-users'] as const,
  sitePages: (search: string) => ['sites', 'autocomplete', search] as const,
  usernameFree: (username: string, exclude: string | undefined) =>
    ['check', 'uniqueness', 'user', username, exclude ?? ''] as const,
};
