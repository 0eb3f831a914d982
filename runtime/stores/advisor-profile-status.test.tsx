import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { InElement } from '../test-element';
import { jsonResponse, stubFetch, type FetchMock } from '../test-fetch';
import { useAdvisorProfileStatus } from './advisor-profile-status';
import { refreshSession, sessionStore } from './session';

function Status() {
  const { status, profile } = useAdvisorProfileStatus();
  return <p>{`${status} ${profile?.firstNm ?? '-'}`}</p>;
}

function signIn(username: string) {
  document.cookie = 'CM_USER_TYPE=ADV; path=/';
  document.cookie = 'CM_USER_STATUS=LOGGEDIN; path=/';
  localStorage.setItem('username', username);
  refreshSession();
}

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch({ value: { firstNm: 'Avery' } });
  sessionStore.setState({ profile: undefined });
  refreshSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  refreshSession();
});

describe("useAdvisorProfileStatus: the advisor's profile and where its load stands", () => {
  it('signed-out when no advisor is signed in, and no call is made', async () => {
    render(
      <InElement>
        <Status />
      </InElement>,
    );
    await act(async () => {});
    expect(screen.getByText('signed-out -')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loading, then ready with the profile', async () => {
    signIn('avery');
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    render(
      <InElement>
        <Status />
      </InElement>,
    );
    await act(async () => {});
    expect(screen.getByText('loading -')).toBeTruthy();
    await act(async () => answer(jsonResponse({ value: { firstNm: 'Avery' } })));
    expect(screen.getByText('ready Avery')).toBeTruthy();
  });

  it('unavailable when the profile cannot be had (logged only)', async () => {
    signIn('quinn');
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { details: { code: 'CTN_PROFILE_1113' } } }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <InElement>
        <Status />
      </InElement>,
    );
    await act(async () => {});
    expect(screen.getByText('unavailable -')).toBeTruthy();
  });
});

describe('a profile call the sign-in outlives', () => {
  it('is cancelled by a logout while it is on its way: nothing logged, nothing kept', async () => {
    signIn('avery');
    let answer: (response: Response) => void = () => {};
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise((resolve) => (answer = resolve));
    });
    render(
      <InElement>
        <Status />
      </InElement>,
    );
    await act(async () => {});
    expect(screen.getByText('loading -')).toBeTruthy();
    // Another tab logs out: the session follows, and the call made for the advisor who left is cancelled.
    document.cookie = 'CM_USER_STATUS=LOGGEDOFF; path=/';
    await act(async () => void refreshSession());
    expect(signal?.aborted).toBe(true);
    // The server answers the cancelled call as it would once the session is gone: nothing of it shows or is logged.
    await act(async () => answer(jsonResponse({ error: { details: { code: 'CTN_PROFILE_1001' } } }, 401)));
    expect(screen.getByText('signed-out -')).toBeTruthy();
  });
});
