import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render.tsx';
import { lazySchema } from './lazy-schema.ts';
import { useAppForm } from './use-app-form.ts';

const ZName = z.object({ name: z.string().trim().min(1, { error: 'errors.required' }) });

/** A schema whose load the test releases by hand. */
function deferredSchema() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const importer = vi.fn(async () => {
    await gate;
    return ZName;
  });
  return { schema: lazySchema(importer), importer, release };
}

function Harness({ schema, onValid }: { schema: ReturnType<typeof deferredSchema>['schema']; onValid: () => void }) {
  const f = useAppForm({ schema, defaultValues: { name: '' } });
  return (
    <form onSubmit={f.handleSubmit(onValid)} noValidate>
      <TextInput label="Name" {...f.textProps('name')} />
      <output data-testid="valid">{String(f.isValid)}</output>
      <button type="submit">Save</button>
    </form>
  );
}

describe('lazySchema with useAppForm', () => {
  it('loads the schema once when the form is shown; not valid and no error until it arrives', async () => {
    const { schema, importer, release } = deferredSchema();
    renderWithProviders(<Harness schema={schema} onValid={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    expect(screen.getByTestId('valid').textContent).toBe('false');
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('valid').textContent).toBe('true'));
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a submit before the schema arrived waits for it and still validates', async () => {
    const { schema, release } = deferredSchema();
    const onValid = vi.fn();
    renderWithProviders(<Harness schema={schema} onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => release());
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });

  it('retries a failed load', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue(ZName);
    const schema = lazySchema(importer);
    await expect(schema.load()).rejects.toThrow('chunk gone');
    await expect(schema.load()).resolves.toBe(ZName);
    expect(schema.current()).toBe(ZName);
  });
});
