import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { APPEAL_STATISTICS_FIGURES, APPROVER_FIGURES, SPECIALIST_FIGURES, type TMyDashboard } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AttentionList } from './attention-list.tsx';
import { FigureGrid } from './figure-card.tsx';
import { NextStep } from './next-step.tsx';
import { AppealPreview, AssessmentPreview } from './work-previews.tsx';

type Approver = Extract<TMyDashboard, { kind: 'approver' }>;
type Specialist = Extract<TMyDashboard, { kind: 'specialist' }>;
type ClientUser = Extract<TMyDashboard, { kind: 'client_user' }>;

/** Appeals of the assessments the user took part in (read-only), with their statistics. */
function SeatAppeals({ data }: { data: Approver | Specialist }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <AppealPreview
        title={t('dashboard.sections.myAppeals')}
        count={data.appeals.count}
        items={data.appeals.items}
        empty={t('dashboard.empty.seatAppeals')}
      />
      <FigureGrid
        title={t('dashboard.sections.appealStatistics')}
        figures={data.appealStatistics}
        keys={APPEAL_STATISTICS_FIGURES}
        alerts={['appealOverdueCount']}
      />
    </SimpleGrid>
  );
}

/** The approver's dashboard opens on their queue: what waits for their review, then their figures. */
export function ApproverDashboard({ data }: { data: Approver }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AssessmentPreview
          title={t('dashboard.sections.toReview')}
          count={data.assessmentsToReview.count}
          items={data.assessmentsToReview.items}
          empty={t('dashboard.empty.toReview')}
        />
        <AttentionList items={data.attention} />
      </SimpleGrid>
      <FigureGrid
        title={t('dashboard.sections.myWork')}
        figures={data.approverStatistics}
        keys={APPROVER_FIGURES}
        alerts={['overdueAssessmentCount']}
      />
      <SeatAppeals data={data} />
    </Stack>
  );
}

/** The specialist's dashboard opens on what they have to complete, then their figures. */
export function SpecialistDashboard({ data }: { data: Specialist }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AssessmentPreview
          title={t('dashboard.sections.toComplete')}
          count={data.assessmentsToComplete.count}
          items={data.assessmentsToComplete.items}
          empty={t('dashboard.empty.toComplete')}
        />
        <AttentionList items={data.attention} />
      </SimpleGrid>
      <FigureGrid
        title={t('dashboard.sections.myWork')}
        figures={data.specialistStatistics}
        keys={SPECIALIST_FIGURES}
        alerts={['overdueAssessmentCount']}
      />
      <SeatAppeals data={data} />
    </Stack>
  );
}

/** A client user: the appeals they work, or — with nothing to do yet — who assigns them work. */
export function ClientUserDashboard({ data }: { data: ClientUser }) {
  const { t } = useTranslation();
  if (!data.appeals || !data.appealStatistics) {
    return (
      <NextStep
        title={t('dashboard.next.clientUser.title')}
        actions={[[t('dashboard.next.clientUser.account'), '/my-account']]}
      >
        {data.admin ? (
          <>
            {t('dashboard.next.clientUser.askAdmin', { name: data.admin.name })}{' '}
            <Anchor href={`mailto:${data.admin.email}`}>{data.admin.email}</Anchor>
          </>
        ) : (
          t('dashboard.next.clientUser.noAdmin')
        )}
      </NextStep>
    );
  }
  return (
    <Stack gap="lg">
      <FigureGrid
        title={t('dashboard.sections.appealStatistics')}
        figures={data.appealStatistics}
        keys={APPEAL_STATISTICS_FIGURES}
        alerts={['appealOverdueCount']}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AppealPreview
          title={t('dashboard.sections.myAppeals')}
          count={data.appeals.count}
          items={data.appeals.items}
          empty={t('dashboard.empty.appeals')}
        />
        <AttentionList items={data.attention} />
      </SimpleGrid>
    </Stack>
  );
}
