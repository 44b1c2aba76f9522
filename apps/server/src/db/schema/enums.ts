import {
  AM_ROLES,
  ASSESSMENT_STATUSES,
  ASSESSMENT_TYPES,
  COMMENT_GROUP_TYPES,
  COMPANY_STATUSES,
  ENGAGED_ENTITY_TYPES,
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TYPES,
  INTERVIEW_KINDS,
  RISK_LEVELS,
  USER_ROLES,
  USER_STATUSES,
} from '@statera/shared';
import { pgEnum } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', USER_ROLES);
export const amRole = pgEnum('am_role', AM_ROLES);
export const userStatus = pgEnum('user_status', USER_STATUSES);
export const companyStatus = pgEnum('company_status', COMPANY_STATUSES);
export const engagedEntityType = pgEnum('engaged_entity_type', ENGAGED_ENTITY_TYPES);
export const engagementStatus = pgEnum('engagement_status', ENGAGEMENT_STATUSES);
export const engagementType = pgEnum('engagement_type', ENGAGEMENT_TYPES);
export const assessmentStatus = pgEnum('assessment_status', ASSESSMENT_STATUSES);
export const assessmentType = pgEnum('assessment_type', ASSESSMENT_TYPES);
export const riskLevel = pgEnum('risk_level', RISK_LEVELS);
export const interviewKind = pgEnum('interview_kind', INTERVIEW_KINDS);
export const threadType = pgEnum('thread_type', COMMENT_GROUP_TYPES);
export const commentStatus = pgEnum('comment_status', ['created', 'submitted']);
