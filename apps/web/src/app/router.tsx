import type { ComponentType } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { requireAbility, requireGuest, requireUser } from './guards.ts';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { GuestLayout } from './layouts/guest-layout.tsx';
import { ForbiddenPage } from './pages/forbidden-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteError } from './pages/route-error.tsx';

/** Feature pages load on demand; each module exports its page component by name. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => ({
  lazy: async () => ({ Component: (await load())[name] }),
});

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <GuestLayout />,
        loader: requireGuest,
        children: [{ path: '/login', element: <LoginPage /> }],
      },
      {
        id: 'signed-in',
        element: <DefaultLayout />,
        loader: requireUser,
        errorElement: <RouteError />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, loader: () => redirect('/engagements') },
              {
                path: '/engagements',
                ...page(() => import('../features/engagements/pages/engagement-list-page.tsx'), 'EngagementListPage'),
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
              { path: '/403', element: <ForbiddenPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
