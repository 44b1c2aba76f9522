import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoadingState } from '../components/query-states.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { requireCompanyArea } from '../features/companies/company-guard.ts';
import { loadFeatureLocales } from '../lib/i18n-features.ts';
import { requireAbility, requireGuest, requireUser, revalidateOnNavigation } from './guards.ts';
import { GuestLayout } from './layouts/guest-layout.tsx';
import { NavigationRoot } from './navigation-root.tsx';
import { ForbiddenPage } from './pages/forbidden-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteError } from './pages/route-error.tsx';

/**
 * Feature pages and the signed-in and client layouts load on demand; each module exports its component
 * by name. Only the login page and its guest layout are in the first download (docs/decisions/web-delivery.md).
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), import('./styles/all-styles.ts'), loadFeatureLocales()]);
    return { Component: module[name] };
  },
});

/** /dev/ui and the pages it previews in frames: the client and appeal layouts, the 403 and 404 pages. */
const devRoutes = () => {
  const sample = page(() => import('../features/dev-ui/pages/layout-sample-page.tsx'), 'LayoutSamplePage');
  return [
    { path: '/dev/ui', ...page(() => import('../features/dev-ui/pages/dev-ui-page.tsx'), 'DevUiPage') },
    {
      path: '/dev/ui/layouts/client',
      ...page(() => import('./layouts/client-layout.tsx'), 'ClientLayout'),
      children: [{ index: true, ...sample }],
    },
    {
      path: '/dev/ui/layouts/appeal',
      ...page(() => import('./layouts/appeal-layout.tsx'), 'AppealLayout'),
      children: [{ index: true, ...sample }],
    },
    { path: '/dev/ui/status/403', element: <ForbiddenPage /> },
    { path: '/dev/ui/status/404', element: <NotFoundPage /> },
  ];
};

export const router = createBrowserRouter([
  {
    element: <NavigationRoot />,
    errorElement: <RouteError />,
    // Shown while the first page's guards and lazy modules load (the data router asks for one).
    HydrateFallback: LoadingState,
    children: [
      {
        element: <GuestLayout />,
        loader: requireGuest,
        shouldRevalidate: revalidateOnNavigation,
        children: [
          { path: '/login', element: <LoginPage /> },
          {
            path: '/sso-login/:token',
            ...page(() => import('../features/auth/sso/pages/sso-login-page.tsx'), 'SsoLoginPage'),
          },
          {
            path: '/password-change/:token?',
            ...page(() => import('../features/auth/pages/password-change-page.tsx'), 'PasswordChangePage'),
          },
          {
            path: '/password-recovery',
            ...page(() => import('../features/auth/pages/password-recovery-page.tsx'), 'PasswordRecoveryPage'),
          },
          {
            path: '/password-recovery/:token',
            ...page(
              () => import('../features/auth/pages/password-recovery-token-page.tsx'),
              'PasswordRecoveryTokenPage',
            ),
          },
          {
            path: '/registration/:token?',
            ...page(() => import('../features/registration/pages/registration-page.tsx'), 'RegistrationPage'),
          },
        ],
      },
      {
        // A contractor's statement link: no account, and open whether or not someone is signed in here.
        element: <GuestLayout />,
        children: [
          {
            path: '/contractor-reports/:key?',
            ...page(
              () => import('../features/contractor-reports/pages/contractor-report-page.tsx'),
              'ContractorReportPage',
            ),
          },
          {
            // A signed download link: the link is the proof (minutes, bound to the file and the user).
            path: '/attachments/:id?',
            ...page(() => import('../features/documents/pages/attachment-page.tsx'), 'AttachmentPage'),
          },
        ],
      },
      {
        // The worker's appeal by its link key: no account, open whether or not someone is signed in here.
        ...page(() => import('./layouts/appeal-layout.tsx'), 'AppealLayout'),
        children: [
          {
            path: '/appeal/:key?',
            ...page(() => import('../features/appeal-contractor/pages/appeal-page.tsx'), 'AppealPage'),
          },
          {
            // The worker's own account before approval (issue 29), by its link key.
            path: '/worker-account/:key?',
            ...page(() => import('../features/worker-account/pages/worker-account-page.tsx'), 'WorkerAccountPage'),
          },
        ],
      },
      {
        // A client's own login path (single sign-on by provider name) in the client theme.
        ...page(() => import('./layouts/client-layout.tsx'), 'ClientLayout'),
        loader: requireGuest,
        shouldRevalidate: revalidateOnNavigation,
        children: [{ path: '/login/:provider', element: <LoginPage /> }],
      },
      {
        id: 'signed-in',
        ...page(() => import('./layouts/default-layout.tsx'), 'DefaultLayout'),
        loader: requireUser,
        shouldRevalidate: revalidateOnNavigation,
        errorElement: <RouteError />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              // `/` is the role's dashboard, or (no dashboard: an API user) the first page of the user's menu.
              {
                index: true,
                loader: async (args) => (await import('./home.ts')).homeLoader(args),
                ...page(() => import('../features/dashboards/pages/dashboard-page.tsx'), 'DashboardPage'),
              },
              {
                path: '/statistics',
                loader: requireAbility('viewStatistics'),
                ...page(() => import('../features/statistics/pages/statistics-page.tsx'), 'StatisticsRedirect'),
              },
              {
                path: '/statistics/:page',
                loader: requireAbility('viewStatistics'),
                ...page(() => import('../features/statistics/pages/statistics-page.tsx'), 'StatisticsPage'),
              },
              {
                path: '/engagements',
                ...page(() => import('../features/engagements/pages/engagement-list-page.tsx'), 'EngagementListPage'),
              },
              {
                path: '/engagements/import',
                loader: requireAbility('importEngagements'),
                ...page(() => import('../features/csv-import/pages/csv-import-page.tsx'), 'EngagementsImportPage'),
              },
              {
                path: '/users/import',
                loader: requireAbility('importUsers'),
                ...page(() => import('../features/csv-import/pages/csv-import-page.tsx'), 'UsersImportPage'),
              },
              {
                path: '/clients/import',
                loader: requireAbility('importClients'),
                ...page(() => import('../features/csv-import/pages/csv-import-page.tsx'), 'ClientsImportPage'),
              },
              {
                path: '/subsidiaries/import',
                loader: requireAbility('importSubsidiaries'),
                ...page(() => import('../features/csv-import/pages/csv-import-page.tsx'), 'SubsidiariesImportPage'),
              },
              {
                path: '/engagements/create',
                loader: requireAbility('createEngagement'),
                ...page(
                  () => import('../features/engagements/pages/create-engagement-page.tsx'),
                  'CreateEngagementPage',
                ),
              },
              {
                path: '/engagements/:id',
                ...page(
                  () => import('../features/engagements/pages/engagement-detail-page.tsx'),
                  'EngagementDetailPage',
                ),
              },
              {
                path: '/intermediaries',
                loader: requireAbility('viewIntermediaries'),
                ...page(() => import('../features/intermediaries/pages/intermediaries-page.tsx'), 'IntermediariesPage'),
              },
              {
                // Also reached from an engagement by those who only read entities (the server decides, 404 otherwise).
                path: '/intermediaries/:id',
                ...page(() => import('../features/intermediaries/pages/intermediary-page.tsx'), 'IntermediaryPage'),
              },
              {
                path: '/agencies',
                loader: requireAbility('viewAgencies'),
                ...page(() => import('../features/agencies/pages/agencies-page.tsx'), 'AgenciesPage'),
              },
              {
                path: '/agencies/:id',
                ...page(() => import('../features/agencies/pages/agency-page.tsx'), 'AgencyPage'),
              },
              {
                path: '/engagements/:id/email-tracker',
                ...page(() => import('../features/email-tracker/pages/email-tracker-page.tsx'), 'EmailTrackerPage'),
              },
              {
                path: '/assessments',
                ...page(() => import('../features/assessments/pages/assessment-list-page.tsx'), 'AssessmentListPage'),
              },
              {
                path: '/assessments/:id',
                ...page(() => import('../features/assessments/pages/assessment-page.tsx'), 'AssessmentPage'),
              },
              {
                path: '/assessments/:id/review',
                ...page(
                  () => import('../features/assessments/pages/assessment-review-page.tsx'),
                  'AssessmentReviewPage',
                ),
              },
              {
                path: '/appeals',
                loader: requireAbility('viewAppeals'),
                ...page(() => import('../features/appeals/pages/appeal-list-page.tsx'), 'AppealListPage'),
              },
              {
                path: '/appeals/:id',
                ...page(() => import('../features/appeals/pages/appeal-page.tsx'), 'AppealPage'),
              },
              {
                path: '/api-key-generator',
                loader: requireAbility('generateApiKey'),
                ...page(() => import('../features/api-access/pages/api-key-generator-page.tsx'), 'ApiKeyGeneratorPage'),
              },
              {
                path: '/documentation',
                loader: requireAbility('viewDocumentation'),
                ...page(() => import('../features/api-access/pages/documentation-page.tsx'), 'DocumentationPage'),
              },
              {
                path: '/users',
                loader: async (args: Parameters<typeof requireUser>[0]) => {
                  const { abilities } = await requireUser(args);
                  if (!abilities.viewUsers && !abilities.viewCompanyUsers)
                    throw new Response('Forbidden', { status: 403 });
                  return null;
                },
                ...page(() => import('../features/users/pages/users-page.tsx'), 'UsersPage'),
              },
              {
                path: '/users/:id',
                ...page(() => import('../features/users/pages/user-detail-page.tsx'), 'UserDetailPage'),
              },
              {
                path: '/my-account',
                ...page(() => import('../features/my-account/pages/my-account-page.tsx'), 'MyAccountPage'),
              },
              {
                path: '/rule-set-impacts',
                loader: requireAbility('viewRuleSetImpacts'),
                ...page(
                  () => import('../features/rule-set-impact/pages/rule-set-impacts-page.tsx'),
                  'RuleSetImpactsPage',
                ),
              },
              {
                path: '/rule-set-impacts/:id',
                loader: requireAbility('viewRuleSetImpacts'),
                ...page(
                  () => import('../features/rule-set-impact/pages/rule-set-impact-page.tsx'),
                  'RuleSetImpactPage',
                ),
              },
              {
                path: '/sms-outbox',
                loader: requireAbility('viewSmsOutbox'),
                ...page(() => import('../features/sms-outbox/pages/sms-outbox-page.tsx'), 'SmsOutboxPage'),
              },
              {
                path: '/user-guidance',
                loader: requireAbility('viewUserGuidance'),
                ...page(() => import('../features/user-guidance/pages/user-guidance-page.tsx'), 'UserGuidancePage'),
              },
              {
                path: '/subscriptions',
                loader: requireAbility('viewSubscriptions'),
                ...page(() => import('../features/subscriptions/pages/subscriptions-page.tsx'), 'SubscriptionsPage'),
              },
              {
                path: '/clients',
                loader: requireCompanyArea('viewClients'),
                ...page(() => import('../features/companies/pages/clients-page.tsx'), 'ClientsPage'),
              },
              {
                path: '/clients/create',
                loader: requireCompanyArea('viewClients'),
                ...page(() => import('../features/companies/pages/create-client-page.tsx'), 'CreateClientPage'),
              },
              {
                path: '/clients/:id',
                loader: requireCompanyArea('viewClients'),
                ...page(() => import('../features/companies/pages/client-page.tsx'), 'ClientPage'),
              },
              {
                // provider staff log an engagement for the client (the create form with the company chosen)
                path: '/clients/:id/engagements/create',
                loader: requireCompanyArea('viewClients'),
                ...page(
                  () => import('../features/engagements/pages/create-engagement-page.tsx'),
                  'CreateEngagementPage',
                ),
              },
              {
                path: '/company',
                loader: requireCompanyArea('viewCompany'),
                ...page(() => import('../features/companies/pages/company-page.tsx'), 'CompanyPage'),
              },
              {
                path: '/subsidiaries',
                loader: requireCompanyArea('viewSubsidiaries'),
                ...page(() => import('../features/companies/pages/subsidiaries-page.tsx'), 'SubsidiariesPage'),
              },
              {
                path: '/settings',
                loader: requireCompanyArea('viewSettings', 'viewClients'),
                ...page(() => import('./pages/settings-route.tsx'), 'SettingsRoute'),
              },
              { path: '/403', element: <ForbiddenPage /> },
            ],
          },
        ],
      },
      // The widget gallery exists in development builds only: production bundles have no such route.
      ...(import.meta.env.DEV ? devRoutes() : []),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
