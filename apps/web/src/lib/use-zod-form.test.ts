import { ZCreateComment } from '@statera/shared';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useZodForm } from './use-zod-form.ts';

describe('useZodForm', () => {
  it('keeps the positional API on top of useAppForm', async () => {
    const { result } = renderHook(() => useZodForm(ZCreateComment, { body: '' }));
    expect(result.current.errorKey('body')).toBeUndefined();
    act(() => result.current.blur('body'));
    expect(result.current.errorKey('body')).toBe('errors.required');
    act(() => result.current.setValue('body', 'Looks right'));
    expect(result.current.errorKey('body')).toBeUndefined();
    expect(result.current.isValid).toBe(true);
    act(() => result.current.reset());
    expect(result.current.values.body).toBe('');
  });
});
