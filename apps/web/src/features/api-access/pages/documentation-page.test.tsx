import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DocumentationPage } from './documentation-page.tsx';

const server = installFakeApi();
const LONG_PATH = '/api/companies/{id}/engaged-individual-roles/select-options';

describe('DocumentationPage', () => {
  it('shows each whole path beside a method badge that never shrinks, and the whole summary', async () => {
    server.on('GET /api/documentation/public', {
      info: { title: 'Statera API', version: '1.0.0' },
      paths: {
        [LONG_PATH]: { get: { tags: ['companies'], summary: 'Roles an engaged individual may hold in the company' } },
        '/api/agencies/{id}': { delete: { tags: ['companies'], summary: 'Delete an agency' } },
      },
    });
    renderWithProviders(<DocumentationPage />);
    const path = await screen.findByText(
      (_text, el) => el?.hasAttribute('data-path') === true && el.textContent === LONG_PATH,
    );
    // Wrapped where it must — after its slashes first — never clipped; the summary is not cut with "…".
    expect(path.parentElement?.style.overflowWrap).toBe('anywhere');
    expect(path.querySelectorAll('wbr')).toHaveLength(LONG_PATH.split('/').length - 1);
    const summary = screen.getByText('Roles an engaged individual may hold in the company');
    expect(summary.hasAttribute('data-truncate')).toBe(false);
    for (const method of ['GET', 'DELETE']) {
      const badge = screen.getByText(method).closest<HTMLElement>('.mantine-Badge-root');
      expect(badge?.style.flexShrink).toBe('0');
      expect(badge?.style.minWidth).toBe('calc(4.5rem * var(--mantine-scale))');
    }
  });

  it("leaves an operation's details out of the page until it is opened (the whole API took seconds)", async () => {
    server.on('GET /api/documentation/public', {
      info: { title: 'Statera API', version: '1.0.0' },
      paths: {
        '/api/agencies/{id}': {
          delete: {
            tags: ['companies'],
            summary: 'Delete an agency',
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          },
        },
      },
    });
    renderWithProviders(<DocumentationPage />);
    const control = await screen.findByRole('button', { name: /Delete an agency/ });
    // React renders hidden content when it is idle: give it the time it would take.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(document.querySelectorAll('table')).toHaveLength(0);
    expect(screen.queryByText('Parameters')).toBeNull();
    await userEvent.click(control);
    expect(await screen.findByText('Parameters')).toBeTruthy();
    expect(document.querySelectorAll('table')).toHaveLength(1);
  });
});
