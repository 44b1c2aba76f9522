import { ERROR_KEYS, type TChangeAmRole, type TUser } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import {
  addAppealManagers,
  removeAppealManager,
  setLeadAppealManager,
} from '../appeal-management/appeal-management.service.ts';
import { canBeAm, leadsAppealsOf } from './user.policy.ts';
import { findUserFor, type UserWithCompany } from './user.repository.ts';
import { presentUserById } from './user.service.ts';

/** The lead appeal manager of the person's company also reaches them here. */
const leadOf = (actor: Actor, found: UserWithCompany) => leadsAppealsOf(actor, found.user);

/**
 * `PUT users/{id}/am-role` (not in the spec): a thin alias of the spec's appeal-management calls
 * (modules/appeal-management), kept for the users page. none ↔ appeal_manager is
 * `POST/DELETE companies/{id}/appeal-managers`; becoming lead, or the lead stepping down (naming
 * `newLeadId`), is `PUT companies/{id}/lead-appeal-manager` (`reassignActiveAppeals` = swapActiveAppeals;
 * a lead stepping down to none is disableOldLam).
 */
export async function changeAmRole(db: Db, actor: Actor, userId: string, input: TChangeAmRole): Promise<TUser> {
  const found = await findUserFor(db, actor, userId, { alsoVisible: leadOf });
  if (!found) throw notFound('User');
  const target = found.user;
  authorize(actor, 'appealRole.change', target);
  if (!canBeAm(target)) throw conflict(ERROR_KEYS.roleChangeNotAllowed, 'This user cannot manage appeals.');
  const companyId = target.companyId!;
  if (input.amRole !== target.amRole) {
    if (target.amRole === 'lead_appeal_manager') {
      if (!input.newLeadId) {
        throw new AppError(400, ERROR_KEYS.leadReplacementRequired, 'Choose the new lead appeal manager first.', {
          newLeadId: ['errors.required'],
        });
      }
      const lead = (await findUserFor(db, actor, input.newLeadId, { alsoVisible: leadOf }))?.user;
      if (!lead || lead.id === target.id || lead.companyId !== companyId || !canBeAm(lead)) {
        throw new AppError(422, ERROR_KEYS.invalidCompany, 'Choose an active person of this company.', {
          newLeadId: [ERROR_KEYS.invalidCompany],
        });
      }
      await setLeadAppealManager(db, actor, companyId, {
        newManagerEmail: lead.email,
        disableOldLam: input.amRole === 'none',
        swapActiveAppeals: input.reassignActiveAppeals,
      });
    } else if (input.amRole === 'lead_appeal_manager') {
      await setLeadAppealManager(db, actor, companyId, {
        newManagerEmail: target.email,
        swapActiveAppeals: input.reassignActiveAppeals,
      });
    } else if (input.amRole === 'appeal_manager') {
      await addAppealManagers(db, actor, companyId, { userIds: [target.id] });
    } else {
      await removeAppealManager(db, actor, companyId, target.id);
    }
  }
  return presentUserById(db, actor, userId, leadOf);
}
