import { CONTRACT_CHANGE_FIELDS, type TContractChange, type TContractChangeField } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { fullName } from '../users/user.presenter.ts';
import { type ContractChangeSubject, contractChangeAbilities } from './contract-change.policy.ts';
import { type ChangeRow, PARTY_FIELDS } from './contract-change.repository.ts';
import { answersToReview } from './contract-change-drift.ts';

const person = (id: string | null, first: string | null, last: string | null) =>
  id && first !== null && last !== null ? { id, name: fullName({ firstName: first, lastName: last }) } : null;

export const changedFields = (changes: Record<string, unknown>): TContractChangeField[] =>
  CONTRACT_CHANGE_FIELDS.filter((f) => changes[f] !== undefined);

/** A contract change with the answers it puts in doubt (of the assessment current when it was asked for). */
export function presentContractChange(
  actor: Actor,
  engagement: ContractChangeSubject,
  row: ChangeRow,
  answered: Map<string, Set<string>>,
  names: Map<string, string> = new Map(),
): TContractChange {
  const c = row.change;
  const material = c.material ?? false;
  return {
    id: c.id,
    engagementId: c.engagementId,
    status: c.status,
    changes: c.changes,
    comment: c.comment,
    material,
    requestedBy: person(c.requestedById, row.requesterFirstName, row.requesterLastName),
    dateRequested: c.createdAt.toISOString(),
    fulfilledBy: person(c.fulfilledById, row.fulfillerFirstName, row.fulfillerLastName),
    dateFulfilled: c.fulfilledAt?.toISOString() ?? null,
    seen: c.seenAt !== null,
    assessmentId: c.assessmentId,
    reassessmentId: c.reassessmentId,
    answersToReview: c.assessmentId
      ? answersToReview(changedFields(c.changes), answered.get(c.assessmentId) ?? new Set())
      : [],
    partyNames: Object.fromEntries(
      PARTY_FIELDS.flatMap((f) => {
        const id = c.changes[f];
        const name = typeof id === 'string' ? names.get(id) : undefined;
        return name === undefined ? [] : [[id as string, name]];
      }),
    ),
    abilities: contractChangeAbilities(
      actor,
      { ...engagement, requestedById: c.requestedById },
      { status: c.status, material, assessmentId: c.assessmentId, reassessmentId: c.reassessmentId, seenAt: c.seenAt },
    ),
  };
}
