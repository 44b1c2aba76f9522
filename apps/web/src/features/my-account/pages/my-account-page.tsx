import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { UrlTabs } from '../../../components/url-tabs.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useUser } from '../../../resources/users/get-user.ts';
import { AccountSection } from '../components/account-section.tsx';
import { AvatarField } from '../components/avatar-field.tsx';
import { ContactsPanel } from '../components/contacts-panel.tsx';
import { EmailForm } from '../components/email-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { PhoneForm } from '../components/phone-form.tsx';
import { PreferencesForm } from '../components/preferences-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

/**
 * /my-account: profile and picture, sign-in email and password, phone, sign-in verification,
 * marketing, and the people the user can turn to.
 */
export function MyAccountPage() {
  const { t } = useTranslation();
  const signedIn = useCurrentUser();
  const query = useUser(signedIn.id);
  if (!query.data) return queryFallback(query);
  const user = query.data;
  const can = (ability: string) => user.abilities[ability] === true;

  const profile = (
    <Stack gap="md">
      <AccountSection title={t('myAccount.profile.title')}>
        {can('changeAvatar') && <AvatarField user={user} />}
        <ProfileForm user={user} />
      </AccountSection>
      <AccountSection title={t('myAccount.email.title')} description={t('myAccount.email.description')}>
        <EmailForm user={user} />
      </AccountSection>
    </Stack>
  );
  const security = (
    <Stack gap="md">
      <AccountSection title={t('myAccount.password.title')}>
        {user.ssoLogin ? (
          <Alert color="blue">{t('myAccount.password.sso', { provider: user.ssoProviderName ?? '' })}</Alert>
        ) : (
          can('changePassword') && <PasswordForm user={user} />
        )}
      </AccountSection>
      {can('changePhone') && (
        <AccountSection title={t('myAccount.phone.title')} description={t('myAccount.phone.description')}>
          <PhoneForm user={user} />
        </AccountSection>
      )}
    </Stack>
  );
  const preferences = (
    <AccountSection title={t('myAccount.verification.title')} description={t('myAccount.verification.description')}>
      <PreferencesForm user={user} />
    </AccountSection>
  );

  return (
    <Stack gap="md">
      <PageHeader title={t('myAccount.title')} description={user.email} />
      <UrlTabs
        label={t('myAccount.tabs.label')}
        tabs={[
          { value: 'profile', label: t('myAccount.tabs.profile'), content: profile },
          { value: 'security', label: t('myAccount.tabs.security'), content: security },
          { value: 'preferences', label: t('myAccount.tabs.preferences'), content: preferences },
          ...(user.isApiUser
            ? []
            : [
                { value: 'contacts', label: t('myAccount.tabs.contacts'), content: <ContactsPanel userId={user.id} /> },
              ]),
        ]}
      />
    </Stack>
  );
}
