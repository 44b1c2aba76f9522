import { describe, expect, it } from 'vitest';
import { departmentsPayload, hasChanges, rowErrors, rowsFrom, serverRowErrors } from './departments-edit.ts';

const ENG = { id: '11111111-1111-4111-8111-111111111111', name: 'Engineering' };
const FIN = { id: '22222222-2222-4222-8222-222222222222', name: 'Finance' };

describe('departments editing', () => {
  it('sends renamed departments and new lines in one body, names trimmed, unchanged ones left out', () => {
    const rows = rowsFrom([ENG, FIN]);
    expect(hasChanges(rows)).toBe(false);
    rows[1] = { ...rows[1]!, name: '  Finance & Legal ' };
    rows.push({ key: 'new-1', name: ' Product ' });
    expect(hasChanges(rows)).toBe(true);
    const { body, editKeys, addKeys } = departmentsPayload(rows);
    expect(body).toEqual({
      departmentsToEdit: [{ id: FIN.id, name: 'Finance & Legal' }],
      departmentsToAdd: ['Product'],
    });
    expect(editKeys).toEqual([FIN.id]);
    expect(addKeys).toEqual(['new-1']);
  });

  it('does not count whitespace around an unchanged name as a rename', () => {
    const rows = rowsFrom([ENG]).map((r) => ({ ...r, name: ' Engineering ' }));
    expect(hasChanges(rows)).toBe(false);
    expect(departmentsPayload(rows).body).toEqual({ departmentsToEdit: [], departmentsToAdd: [] });
  });

  it('requires a name of at most 100 characters, unique in the company whatever the case', () => {
    const rows = [
      ...rowsFrom([ENG, FIN]),
      { key: 'new-1', name: 'engineering' },
      { key: 'new-2', name: ' ' },
      { key: 'new-3', name: 'x'.repeat(101) },
    ];
    expect(rowErrors(rows)).toEqual({
      'new-1': 'errors.nameMustBeUnique',
      'new-2': 'errors.required',
      'new-3': 'errors.maxLength',
    });
  });

  it('finds the line of each server field error by its array index', () => {
    const keys = { editKeys: [FIN.id], addKeys: ['new-1', 'new-2'] };
    expect(
      serverRowErrors(
        {
          'departmentsToEdit.0.name': 'errors.nameMustBeUnique',
          'departmentsToAdd.1': 'errors.nameMustBeUnique',
          unrelated: 'errors.invalid',
        },
        keys,
      ),
    ).toEqual({ [FIN.id]: 'errors.nameMustBeUnique', 'new-2': 'errors.nameMustBeUnique' });
  });
});
