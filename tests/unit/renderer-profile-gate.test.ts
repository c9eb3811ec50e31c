import { builtinProfilesWithSimulatorAt } from '@main/services/builtin-profiles';
import { ApiError } from '@renderer/api/api-error';
import { appKey } from '@renderer/queries/keys';
import { ProfileGate } from '@renderer/shell/ProfileGate';
import { appError } from '@shared/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const profiles = builtinProfilesWithSimulatorAt('http://127.0.0.1:8787');
const backendDown = new ApiError(appError('network', 'The backend did not answer'), 'app.profiles.list');

/** The gate around a view holding user work, with the profile list query in the given state. */
function gate(state: { data?: { profiles: typeof profiles; activeId: string }; failed: boolean }): string {
  // No fetch on mount: the state is what a gate that was already mounted saw when the fetch ended.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const query = client.getQueryCache().build(client, { queryKey: appKey('app.profiles.list', {}) });
  query.setState({
    ...query.state,
    data: state.data,
    dataUpdatedAt: state.data ? 1 : 0,
    status: state.failed ? 'error' : state.data ? 'success' : 'pending',
    error: state.failed ? backendDown : null,
    errorUpdatedAt: state.failed ? 2 : 0,
  });
  return renderToStaticMarkup(
    h(QueryClientProvider, { client }, h(ProfileGate, null, h('textarea', { 'data-testid': 'half-typed' }))),
  );
}

describe('the profile gate', () => {
  it('keeps the view mounted when a refetch of a list it already has fails (the view holds user work)', () => {
    const html = gate({ data: { profiles, activeId: 'local' }, failed: true });
    expect(html).toContain('data-testid="half-typed"');
    expect(html).not.toContain('Cannot reach the Snowscope backend');
  });

  it('explains a backend it never heard from instead of the view', () => {
    const html = gate({ failed: true });
    expect(html).toContain('Cannot reach the Snowscope backend');
    expect(html).toContain('The backend did not answer');
    expect(html).not.toContain('half-typed');
  });

  it('names an active profile missing from the list', () => {
    const html = gate({ data: { profiles, activeId: 'gone' }, failed: false });
    expect(html).toContain('The active profile &quot;gone&quot; is not in the profile list');
  });
});
