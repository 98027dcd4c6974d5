import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOwnUser } from '../hooks/use-own-user.ts';
import { OwnPasswordForm } from './own-password-form.tsx';
import { OwnProfileForm, OwnProfileFormSkeleton } from './own-profile-form.tsx';
import { ProfileSummary } from './profile-summary.tsx';

/** The user-profile page: the summary, then the profile form and the password form. */
export function OwnProfileScreen() {
  const { t } = useTranslation();
  const { user, isLoading, isError } = useOwnUser();
  return (
    <Stack gap="lg">
      <ProfileSummary />
      {isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {t('TECHNIQUE_ERROR')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {isLoading || !user ? <OwnProfileFormSkeleton /> : <OwnProfileForm key={user.id} user={user} />}
          {user ? <OwnPasswordForm userId={user.id} /> : <OwnProfileFormSkeleton />}
        </SimpleGrid>
      )}
    </Stack>
  );
}
