import { describe, expect, it } from 'vitest';
import { ASSESSMENT_ACTIONS } from './assessment-states.ts';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  assessmentAuditAction,
  auditActionsOf,
  isAuditAction,
} from './audit-actions.ts';
import { ENGAGEMENT_ACTIONS } from './lifecycle-states.ts';

describe('audit action catalogue', () => {
  it('names each action <subject>.<verb> in lower snake case, against a known entity type', () => {
    for (const name of AUDIT_ACTION_NAMES) {
      expect(name).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(AUDIT_ENTITY_TYPES).toContain(AUDIT_ACTIONS[name]);
    }
  });

  it('lists every assessment transition', () => {
    for (const a of ASSESSMENT_ACTIONS) {
      expect(isAuditAction(assessmentAuditAction(a))).toBe(true);
      expect(AUDIT_ACTIONS[assessmentAuditAction(a)]).toBe('assessment');
    }
  });

  it('lists every engagement transition', () => {
    for (const a of ENGAGEMENT_ACTIONS) expect(AUDIT_ACTIONS[`engagement.${a}`]).toBe('engagement');
  });

  it('groups actions by entity type, each action in exactly one group', () => {
    const grouped = AUDIT_ENTITY_TYPES.flatMap((t) => auditActionsOf(t));
    expect(grouped.sort()).toEqual([...AUDIT_ACTION_NAMES].sort());
    expect(auditActionsOf('maintenance_window')).toEqual(['maintenance.planned', 'maintenance.cancelled']);
  });

  it('tells catalogued names from others', () => {
    expect(isAuditAction('user.archived')).toBe(true);
    expect(isAuditAction('user.archive')).toBe(false);
    expect(isAuditAction('toString')).toBe(false);
  });
});
