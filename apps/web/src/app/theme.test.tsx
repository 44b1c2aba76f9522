import { Badge } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';

describe('the theme', () => {
  it('marks today in the date pickers', async () => {
    renderWithProviders(<DateInput label="Contract start" />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Contract start' }));
    await waitFor(() => expect(document.querySelector('[data-today]')).not.toBeNull());
    const today = document.querySelector('[data-today]') as HTMLElement;
    expect(today.textContent).toBe(String(new Date().getDate()));
    expect(today.getAttribute('data-highlight-today')).toBe('true');
  });

  it('lets a badge wrap inside a narrow box instead of sticking out of it or ending in "…"', () => {
    renderWithProviders(<Badge>Cannot be completed</Badge>);
    const label = screen.getByText('Cannot be completed');
    const root = label.closest<HTMLElement>('.mantine-Badge-root');
    expect(root?.style.maxWidth).toBe('100%');
    expect(root?.style.height).toBe('auto');
    expect(root?.style.minWidth).toBe('');
    expect(label.style.whiteSpace).toBe('normal');
    expect(label.style.overflow).toBe('visible');
  });
});
