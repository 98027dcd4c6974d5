import { Badge, Button, Checkbox, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ProfileRead } from '@velodesk/contract/api/access';
import { AccessType } from '@velodesk/contract/permissions';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { featureAccessKeys, featureKeys } from '@/shared/data/keys/users-keys.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { fetchFeatures, fetchProfileFeatureAccesses } from '../api/rights-api.ts';
import { featureLabel } from '../feature-label.ts';
import { useUpdateProfileFeatureAccesses } from '../hooks/use-users-mutations.ts';

/**
 * The feature accesses of a profile (back-office spec "Profiles"): a checklist of every feature,
 * checked where the access is "oui"; Validate sends them all (POST update_feature_accesses).
 */
export function FeatureAccessModal({ profile, onClose }: { profile: ProfileRead; onClose: () => void }) {
  const { t } = useTranslation();
  const saveAccesses = useUpdateProfileFeatureAccesses();
  const features = useQuery({
    queryKey: featureKeys.list('all'),
    queryFn: ({ signal }) => fetchFeatures(signal),
  });
  const accesses = useQuery({
    queryKey: featureAccessKeys.list({ 'profile.id': profile.id }),
    queryFn: ({ signal }) => fetchProfileFeatureAccesses(profile.id, signal),
    staleTime: 0,
  });
  const granted = useMemo(
    () =>
      new Set(
        (accesses.data ?? [])
          .filter((access) => access.accessType === AccessType.granted)
          .map((access) => String(access.feature.id)),
      ),
    [accesses.data],
  );
  const [checked, setChecked] = useState<string[] | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  useEffect(() => {
    if (accesses.data && checked === null) setChecked([...granted]);
  }, [accesses.data, granted, checked]);
  const isLoading = features.isPending || accesses.isPending || checked === null;

  const handleValidate = async () => {
    if (!features.data || checked === null) return;
    setIsSaving(true);
    try {
      await saveAccesses.mutateAsync({
        profileId: profile.id,
        body: features.data.map((feature) => ({ id: feature.id, yes: checked.includes(String(feature.id)) })),
      });
      notifySuccess(t('PROFILES.ACCESS_SUCCESS', { name: profile.name }));
      onClose();
    } catch (error) {
      setIsSaving(false);
      notifyError(errorMessage(error, t, 'PROFILES.ACCESS_ERROR'));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      closeOnClickOutside={!isSaving}
      title={
        <Stack gap={0}>
          <Text fw={600} size="lg">
            {t('PROFILES.ACCESS_TITLE')}
          </Text>
          <Text size="sm" c="dimmed">
            {profile.description ? `${profile.description} (${profile.name})` : profile.name}
          </Text>
        </Stack>
      }
      attributes={{ content: { 'data-testid': 'feature-access-modal' } }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('PROFILES.ACCESS_HELP')}
        </Text>
        {isLoading ? (
          <Stack gap="xs">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} h={36} />
            ))}
          </Stack>
        ) : features.isError || accesses.isError ? (
          <Text c="red" size="sm">
            {t('GRID.LOAD_ERROR')}
          </Text>
        ) : (
          <Checkbox.Group value={checked ?? []} onChange={setChecked}>
            <Paper withBorder radius="md">
              <Stack gap={0}>
                {(features.data ?? []).map((feature, index) => (
                  <Group
                    key={feature.id}
                    justify="space-between"
                    px="md"
                    py="xs"
                    wrap="nowrap"
                    style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
                  >
                    <Checkbox
                      value={String(feature.id)}
                      label={
                        <Stack gap={0}>
                          <Text size="sm" fw={500}>
                            {featureLabel(feature, t)}
                          </Text>
                          {featureLabel(feature, t) === feature.name ? null : (
                            <Text size="xs" c="dimmed">
                              {feature.name}
                            </Text>
                          )}
                        </Stack>
                      }
                      data-testid={`feature-access-${feature.identifier}`}
                    />
                    {feature.activated ? null : (
                      <Badge color="gray" variant="light" size="sm">
                        {t('USERS.INACTIVE')}
                      </Badge>
                    )}
                  </Group>
                ))}
              </Stack>
            </Paper>
          </Checkbox.Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            {t('CANCEL')}
          </Button>
          <Button
            onClick={() => void handleValidate()}
            loading={isSaving}
            disabled={isLoading}
            data-testid="feature-access-validate"
          >
            {t('USERS.VALIDATE')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
