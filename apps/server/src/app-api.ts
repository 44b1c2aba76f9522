import rateLimit from '@fastify/rate-limit';
import { ERROR_KEYS } from '@statera/shared';
import type { App, AppConfig } from './app-config.ts';
import { AppError } from './lib/app-error.ts';
import { rateLimitStore } from './lib/rate-limit-store.ts';
import { agenciesModule } from './modules/agencies/agencies.module.ts';
import { apiKeysModule } from './modules/api-keys/api-keys.module.ts';
import { appealContractorModule } from './modules/appeal-contractor/appeal-contractor.module.ts';
import { appealManagementModule } from './modules/appeal-management/appeal-management.module.ts';
import { appealsModule } from './modules/appeals/appeals.module.ts';
import { assessmentsModule } from './modules/assessments/assessments.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { authorizationTokensModule } from './modules/authorization-tokens/authorization-tokens.module.ts';
import { clientCreationModule } from './modules/client-creation/client-creation.module.ts';
import { companiesModule } from './modules/companies/companies.module.ts';
import { registerCompanyRowsKeeper } from './modules/companies/company-rows-keeper.ts';
import { companyReportsModule } from './modules/company-reports/company-reports.module.ts';
import { contractChangesModule } from './modules/contract-changes/contract-changes.module.ts';
import { contractorReportsModule } from './modules/contractor-reports/contractor-reports.module.ts';
import { csvImportModule } from './modules/csv-import/csv-import.module.ts';
import { dashboardsModule } from './modules/dashboards/dashboards.module.ts';
import { documentsModule } from './modules/documents/documents.module.ts';
import { emailTrackerModule } from './modules/email-tracker/email-tracker.module.ts';
import { engagedEntitiesModule } from './modules/engaged-entities/engaged-entities.module.ts';
import { engagementsModule } from './modules/engagements/engagements.module.ts';
import { featuresModule } from './modules/features/features.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { interviewsModule } from './modules/interviews/interviews.module.ts';
import { invitationsModule } from './modules/invitations/invitations.module.ts';
import { registerMaintenance } from './modules/maintenance/maintenance.hook.ts';
import { maintenanceModule } from './modules/maintenance/maintenance.module.ts';
import { offPayrollModule } from './modules/off-payroll/off-payroll.module.ts';
import { onboardingModule } from './modules/onboarding/onboarding.module.ts';
import { publicApiModule } from './modules/public-api/public-api.module.ts';
import { reportsModule } from './modules/reports/reports.module.ts';
import { ruleSetImpactModule } from './modules/rule-set-impact/rule-set-impact.module.ts';
import { smsModule } from './modules/sms/sms.module.ts';
import { ssoModule } from './modules/sso/sso.module.ts';
import { seedSsoProviders } from './modules/sso/sso-providers.seed.ts';
import { statisticsModule } from './modules/statistics/statistics.module.ts';
import { userGuidanceModule } from './modules/user-guidance/user-guidance.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { webhooksModule } from './modules/webhooks/webhooks.module.ts';
import { workerAccountModule } from './modules/worker-account/worker-account.module.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerKeptFigures } from './plugins/kept-figures.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

/** The modules of the API, in the order their routes are listed in OpenAPI. */
const API_MODULES = [
  healthModule,
  authModule,
  ssoModule,
  usersModule,
  authorizationTokensModule,
  apiKeysModule,
  smsModule,
  companiesModule,
  companyReportsModule,
  engagementsModule,
  engagedEntitiesModule,
  agenciesModule,
  assessmentsModule,
  contractorReportsModule,
  csvImportModule,
  offPayrollModule,
  emailTrackerModule,
  appealContractorModule,
  appealsModule,
  interviewsModule,
  workerAccountModule,
  reportsModule,
  invitationsModule,
  onboardingModule,
  clientCreationModule,
  maintenanceModule,
  documentsModule,
  userGuidanceModule,
  contractChangesModule,
  featuresModule,
  appealManagementModule,
  dashboardsModule,
  statisticsModule,
  ruleSetImpactModule,
  publicApiModule,
  webhooksModule,
];

/** What a web process serves (roles web and both): the whole API, its OpenAPI document and the built web app. */
export async function registerApi(app: App, config: AppConfig): Promise<void> {
  await app.register(rateLimit, {
    max: config.rateLimitMax ?? 600,
    timeWindow: '1 minute',
    // Route limits count in PostgreSQL (they hold across processes); the global guard in memory.
    store: rateLimitStore(app.db),
    // The API is limited; the web app's static files (a page load fetches dozens) are not.
    allowList: (request) => !/^\/api(\/|\?|$)/.test(request.url),
    errorResponseBuilder: (_req, ctx) =>
      new AppError(429, ERROR_KEYS.tooManyRequests, `Too many requests. Try again in ${ctx.after}.`),
  });
  await registerOpenApi(app);
  await registerAuth(app, config.actorCache ?? true);
  await registerCompanyRowsKeeper(app);
  await registerKeptFigures(app, config.keptFigures ?? true);
  registerMaintenance(app);
  registerInputGuard(app);

  await app.register(
    async (api) => {
      for (const entry of API_MODULES) await api.register(entry);
      api.get('/documentation/public', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  await registerStaticWeb(app, config.webDist ?? null);
  const ssoProviders = config.ssoProviders ?? [];
  if (ssoProviders.length > 0) app.addHook('onReady', () => seedSsoProviders(app.db, ssoProviders, app.log));
}

/**
 * What a worker process serves: liveness and readiness only, so an orchestrator can probe it (and
 * take it out of rotation while it stops). Every other path, the API's and the web app's, is 404.
 */
export async function registerHealthOnly(app: App): Promise<void> {
  await app.register(async (api) => api.register(healthModule), { prefix: '/api' });
  await registerStaticWeb(app, null);
}
