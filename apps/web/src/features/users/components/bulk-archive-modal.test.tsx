import type { TUserListItem } from '@statera/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BulkArchiveModal } from './bulk-archive-modal.tsx';

const ANNA = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';
const CLEO = '33333333-3333-4333-8333-333333333333';
const row = (id: string, first: string) =>
  ({
    id,
    email: `${first.toLowerCase()}@example.com`,
    fullName: `${first} Doe`,
    firstName: first,
    lastName: 'Doe',
    status: 'active',
    abilities: { archive: true },
  }) as unknown as TUserListItem;
const selected = [row(ANNA, 'Anna'), row(BEN, 'Ben'), row(CLEO, 'Cleo')];

const conflict = (ids: string[]) =>
  apiError(409, 'errors.usersHaveAssignedRoles', {
    message: 'Users with assigned roles cannot be archived this way.',
    errors: Object.fromEntries(ids.map((id) => [id, ['errors.usersHaveAssignedRoles']])),
  });
const server = installFakeApi();
/** Answers the bulk archive with `answers`, one per request in order. */
const answerArchive = (...answers: (ReturnType<typeof conflict> | { archived: number })[]) =>
  server.on('POST /api/users/archive', () => answers.shift()!);
const sentIds = (call: number) =>
  (server.requests('POST /api/users/archive')[call]?.body as { userIds: string[] } | undefined)?.userIds;

describe('BulkArchiveModal', () => {
  it('lists the people who hold seats, then archives the others', async () => {
    answerArchive(conflict([ANNA, CLEO]), { archived: 1 });
    const onArchived = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<BulkArchiveModal selected={selected} onArchived={onArchived} opened onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Archive 3 people' }));

    const list = await screen.findByRole('list', { name: 'Some people still hold seats' });
    expect(within(list).getByText('Anna Doe (anna@example.com)')).toBeTruthy();
    expect(within(list).getByText('Cleo Doe (cleo@example.com)')).toBeTruthy();
    expect(within(list).queryByText(/Ben/)).toBeNull();
    expect(sentIds(0)).toEqual([ANNA, BEN, CLEO]);
    expect(onArchived).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Archive the other person' }));
    await waitFor(() => expect(onArchived).toHaveBeenCalledWith([BEN]));
    expect(sentIds(1)).toEqual([BEN]);
    expect(onClose).toHaveBeenCalled();
  });

  it('offers nothing to archive when every selected person holds seats', async () => {
    answerArchive(conflict([ANNA, BEN, CLEO]));
    renderWithProviders(<BulkArchiveModal selected={selected} onArchived={vi.fn()} opened onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Archive 3 people' }));
    const list = await screen.findByRole('list', { name: 'Some people still hold seats' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect((screen.getByRole('button', { name: /Archive/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });
});
