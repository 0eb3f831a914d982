import { beforeEach, describe, expect, it } from 'vitest';
import { readText } from '../storage';
import { getSession, signInSubscriber, type SubscriptionProfile } from './session';
import {
  clearActivePublications,
  forgetUnknownSubscriber,
  setActivePublications,
  subscriptionsStore,
} from './subscriptions';

const PROFILE: SubscriptionProfile = {
  firstName: 'Gone',
  lastName: 'Away',
  emailId: 'gone.away@example-firm.com',
  token: null,
  wholeSalerID: null,
  role: 'Advisor',
  firmName: null,
  firmId: null,
  parentFirmName: null,
  parentFirmId: null,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearActivePublications();
});

describe('a stored profile the subscription service does not know', () => {
  it('is forgotten: the visitor is no longer signed in to the subscription centre, and the page remembers whom', () => {
    signInSubscriber(PROFILE);
    setActivePublications(PROFILE.emailId, []);
    expect(getSession().subscriptionProfile?.emailId).toBe(PROFILE.emailId);
    forgetUnknownSubscriber(PROFILE);
    expect(readText('local', 'ESC_PROFILE')).toBeUndefined();
    expect(readText('session', 'ESC_PROFILE')).toBeUndefined();
    expect(readText('local', 'ESC_SIGNED_IN')).toBe('LOGGEDOFF');
    expect(getSession()).toMatchObject({ subscriptionProfile: undefined, subscriber: false });
    expect(subscriptionsStore.getState()).toMatchObject({ active: undefined, owner: undefined, forgotten: PROFILE });
  });

  it('is no news once someone is signed in with what they hold', () => {
    forgetUnknownSubscriber(PROFILE);
    setActivePublications('someone@example-firm.com', ['p1'], 'C1');
    expect(subscriptionsStore.getState().forgotten).toBeUndefined();
  });
});
