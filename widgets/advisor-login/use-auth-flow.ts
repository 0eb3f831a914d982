/**
 * The calls behind the panels (accounts spec 4.1-4.5, 7.2): each visitor action makes its service calls with the
 * element's configuration and a signal aborted on unmount, and turns the answers into the flow's events with the
 * pure decisions of model.ts. Passwords and passcodes live only in this hook's memory for the time of the flow:
 * never in state that is stored, in a URL, in the console or in an event detail.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { useElement } from '../../runtime/element-context';
import { isAborted, type CallContext } from '../../runtime/http';
import { homePath, redirectAfterLogin } from '../../runtime/links';
import { openPendingDocument } from '../../runtime/secured-links';
import { readText, remove, writeText } from '../../runtime/storage';
import { keepAdvisorProfile } from '../../runtime/stores/advisor-profile';
import {
  markProfileActivity,
  signInAdvisor,
  signInSubscriber,
  signOut,
  storeContactUid,
} from '../../runtime/stores/session';
import {
  answerSecondFactor,
  changePassword as changePasswordCall,
  forgotPassword,
  forgotUserId,
  getAdvisorProfile,
  getApiToken,
  login,
  questionOf,
  requestSecondFactor,
  riskAdvice,
  routesOf,
  updateUserContact,
  validateUser,
  type AuthAnswer,
  type AuthExchange,
  type MfaRoute,
  type SignInValue,
} from '../../services/auth';
import { AUTH_CODES, QUESTION_CHANNEL, type MfaChannel } from '../../services/auth-vocabulary';
import { deviceProfile } from '../../services/device-profile';
import type { events } from './element';
import { authError, changeSucceeded, type ErrorSource } from './errors';
import { flowReducer, initialFlow } from './flow';
import {
  afterAllow,
  afterPasswordChange,
  forgotPasswordDoneUrl,
  isInternalUser,
  signInOutcome,
  ssoLoginUrl,
  subscriptionProfileFrom,
  userIdStep,
  validatedUserStep,
  type FlowMode,
} from './model';
import { maskPhone } from './phone';
import { useNavigate, type NavigateReason } from './use-navigate';

interface Secret {
  userId: string;
  password: string;
  /** "Remember User ID": true keeps the user ID, false forgets it, undefined (a sign-in without the form) leaves it. */
  remember: boolean | undefined;
  externalId?: string;
}
const NO_SECRET: Secret = { userId: '', password: '', remember: undefined };

export interface AuthFlowOptions {
  /**
   * Where a finished sign-in goes, instead of the stored securePageRedirect or home (accounts spec 4.2): a
   * registration's sign-in goes to the registration's redirect (2.4).
   */
  afterSignIn?: () => { url: string; reason: NavigateReason };
}

export function useAuthFlow(
  mode: FlowMode,
  start: { userId?: string; remember?: boolean } = {},
  options: AuthFlowOptions = {},
) {
  const { config, emit } = useElement<typeof events>();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(flowReducer, undefined, () => initialFlow(mode, start.userId, start.remember));
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const exchange = useRef<AuthExchange>({});
  const secret = useRef<Secret>(NO_SECRET);
  /** accounts spec 4.2: the temporary-password flag (reason code 2016). */
  const temporary = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => {
      current.abort();
      secret.current = NO_SECRET;
    };
  }, []);

  const context = (): CallContext => ({ config, signal: controller.current?.signal });
  const keep = <V>(answer: AuthAnswer<V>) => {
    exchange.current = answer.exchange;
    return answer;
  };

  const fail = (source: ErrorSource, code?: string, message?: string) => {
    const error = authError(source, code, message, config);
    // A password the service refused, or an attempt that ends the sign-in, is not kept in memory.
    if (error.lock || error.field?.name === 'password') secret.current = { ...secret.current, password: '' };
    dispatch({ type: 'failed', error });
    emit('error', { panel: state.panel, code: code ?? null });
  };

  /**
   * One visitor action with service calls: no second one while it runs (a click meanwhile is ignored); a failure
   * without a code shows the generic message.
   */
  const act = (source: ErrorSource, work: () => Promise<void>) => {
    if (running.current || state.locked) return;
    running.current = true;
    setBusy(true);
    dispatch({ type: 'submitted' });
    void work()
      .catch((error: unknown) => {
        if (isAborted(error) || controller.current?.signal.aborted) return;
        fail(source);
      })
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };

  const token = async () => {
    exchange.current = await getApiToken(exchange.current, context());
  };

  const toSso = (userId: string) =>
    navigate(ssoLoginUrl(config.accounts.ssoLoginUrl, userId, readText('local', 'securePageRedirect')), 'sso');

  // -- 4.2: after ALLOW or a passed second factor (MFA_ANSWERED) -------------------------------------------------

  async function finishLogin() {
    const { userId, remember, externalId } = secret.current;
    const internal = isInternalUser(userId, config.accounts);
    signInAdvisor({ username: userId, externalId, session: exchange.current.session, internal });
    if (remember === true) writeText('local', 'login', userId);
    else if (remember === false) remove('local', 'login');
    // accounts spec 7.2: "The profile call is made only when a logged-in advisor is not on the investor site."
    if (config.audience !== 'investor') {
      let answer: AuthAnswer<Awaited<ReturnType<typeof getAdvisorProfile>>['value']>;
      try {
        answer = keep(await getAdvisorProfile(exchange.current, context()));
      } catch (error) {
        if (isAborted(error)) throw error;
        signOut();
        return fail('profile');
      }
      if (answer.code !== undefined || !answer.value) {
        signOut();
        return fail('profile', answer.code);
      }
      const profile = answer.value;
      keepAdvisorProfile(profile, userId, config);
      markProfileActivity();
      const contactId = profile.contactId ?? profile.contactID ?? undefined;
      if (contactId) await storeContactUid(contactId);
      const subscription = subscriptionProfileFrom(profile);
      if (subscription) signInSubscriber(subscription, contactId);
      openPendingDocument((url) => window.open(url, '_blank', 'noopener'));
    }
    secret.current = NO_SECRET;
    dispatch({ type: 'signedIn' });
    emit('login', { internal });
    if (options.afterSignIn) {
      const after = options.afterSignIn();
      return navigate(after.url, after.reason);
    }
    const destination = redirectAfterLogin(readText('local', 'securePageRedirect'), homePath(config.siteBase));
    remove('local', 'securePageRedirect');
    navigate(destination, 'login');
  }

  async function allowed() {
    const after = afterAllow(mode, temporary.current);
    if (after.next === 'changePassword') dispatch({ type: 'changePassword', mode: after.mode });
    else await finishLogin();
  }

  /** accounts spec 4.2: the decision on a login or risk-advice answer. */
  async function decide(answer: AuthAnswer<SignInValue>): Promise<void> {
    const outcome = signInOutcome(answer);
    switch (outcome.kind) {
      case 'ALLOW':
        return allowed();
      case 'INACTIVE':
        return dispatch({ type: 'capturePhone', phoneOnFile: outcome.phone });
      case 'CHALLENGE': {
        let question = outcome.question;
        if (!question && outcome.kba) {
          const asked = keep(await requestSecondFactor(QUESTION_CHANNEL, exchange.current, context()));
          if (asked.code !== undefined) return fail('question', asked.code);
          question = questionOf(asked.value);
        }
        return dispatch({ type: 'challenge', routes: outcome.routes, question });
      }
      case 'TEMP_PASSWORD': {
        // A second 2016 after the risk advice would go round in circles: the generic message instead.
        if (temporary.current) return fail('login', AUTH_CODES.tempPassword);
        temporary.current = true;
        return decide(keep(await riskAdvice(deviceProfile(), exchange.current, context())));
      }
      case 'ERROR':
        return fail('login', outcome.code);
    }
  }

  async function signIn() {
    const { userId, password } = secret.current;
    await token();
    const answer = keep(await login({ userId, password }, deviceProfile(), exchange.current, context()));
    if (answer.value?.externalId) secret.current = { ...secret.current, externalId: answer.value.externalId };
    await decide(answer);
  }

  // -- Visitor actions ---------------------------------------------------------------------------------------------

  return {
    state,
    busy,
    dispatch,

    /** 4.1: "Next" on the login form; only a legacy user ID makes a call. */
    next: (userId: string) => {
      const step = userIdStep(userId, config.accounts.ssoUserIdPattern);
      if (step === 'showPassword') return dispatch({ type: 'passwordShown' });
      if (step === 'ssoLogin') return toSso(userId);
      act('validateUser', async () => {
        await token();
        const answer = keep(await validateUser(userId.trim(), exchange.current, context()));
        const validated = validatedUserStep(answer.code);
        if (validated === 'showPassword') dispatch({ type: 'passwordShown' });
        else if (validated === 'ssoLogin') toSso(userId);
        else fail('validateUser', answer.code);
      });
    },

    /** 4.2: "Log in"; also the sign-in that ends a registration (4.6 "subscribed, which triggers login"). */
    logIn: (credentials: { userId: string; password: string; remember?: boolean }) =>
      act('login', async () => {
        secret.current = {
          userId: credentials.userId.trim(),
          password: credentials.password,
          remember: credentials.remember,
        };
        temporary.current = false;
        await signIn();
      }),

    /** Challenge choice "Next": a passcode over the chosen route. */
    chooseRoute: (route: MfaRoute) =>
      act('passcode', async () => {
        const answer = keep(await requestSecondFactor(route.channel as MfaChannel, exchange.current, context()));
        if (answer.code !== undefined) return fail('passcode', answer.code);
        dispatch({ type: 'passcodeSent', sentTo: maskPhone(route.route) });
      }),

    /** Challenge question "Continue". */
    answerQuestion: (answer: string) =>
      act('question', async () => {
        const result = keep(await answerSecondFactor({ answer }, exchange.current, context()));
        if (result.code !== undefined) return fail('question', result.code);
        await allowed();
      }),

    /** One-time passcode "Next": the login's second factor, or (4.5) the forgot-password call. */
    submitPasscode: (otp: string) =>
      act(mode === 'forgotPassword' ? 'forgotPasscode' : 'passcode', async () => {
        if (mode === 'forgotPassword') {
          const answer = keep(
            await forgotPassword({ userId: secret.current.userId, otp }, deviceProfile(), exchange.current, context()),
          );
          if (answer.code !== undefined) return fail('forgotPasscode', answer.code);
          return allowed();
        }
        const answer = keep(await answerSecondFactor({ otp }, exchange.current, context()));
        if (answer.code !== undefined) return fail('passcode', answer.code);
        await allowed();
      }),

    /** Verify phone number "Next": the contact update sends a passcode to that number. */
    verifyPhone: (channel: MfaChannel) =>
      act('passcode', async () => {
        const phone = state.phone;
        if (!phone) return;
        const { userId, password } = secret.current;
        const contact = { userId, password, channel, newNumber: phone.isNew, phone: phone.digits };
        const answer = keep(await updateUserContact(contact, deviceProfile(), exchange.current, context()));
        if (answer.code !== undefined) return fail('passcode', answer.code);
        dispatch({ type: 'passcodeSent', sentTo: maskPhone(phone.digits) });
      }),

    /** Change password "Submit", in the flow's mode (4.4). */
    changePassword: (passwords: { currentPassword: string; newPassword: string }) =>
      act('changePassword', async () => {
        const changeMode = state.changeMode;
        if (!changeMode) return;
        if (changeMode === 'CHANGE_PASSWORD_LOGGED_IN') await token();
        const currentPassword = changeMode === 'TEMP_PASSWORD' ? secret.current.password : passwords.currentPassword;
        const request = { currentPassword, newPassword: passwords.newPassword };
        const answer = keep(await changePasswordCall(changeMode, request, exchange.current, context()));
        if (!changeSucceeded(answer.code)) return fail('changePassword', answer.code, answer.message);
        emit('password-change', { mode: changeMode });
        dispatch({ type: 'passwordChanged' });
        const after = afterPasswordChange(changeMode);
        if (after === 'resubmitLogin') {
          temporary.current = false;
          secret.current = { ...secret.current, password: passwords.newPassword };
          await signIn();
        } else if (after === 'forgotPasswordDone') {
          secret.current = NO_SECRET;
          navigate(forgotPasswordDoneUrl(config.siteBase), 'forgot-password');
        }
      }),

    /** 4.5: forgot password, user ID "Continue". Internal users change their password on the SSO page (6). */
    forgotSubmit: (userId: string) =>
      act('forgotUserId', async () => {
        if (isInternalUser(userId, config.accounts)) return navigate(config.accounts.ssoPasswordUrl, 'sso-password');
        secret.current = { ...NO_SECRET, userId: userId.trim().toLowerCase() };
        await token();
        const answer = keep(await forgotUserId(secret.current.userId, deviceProfile(), exchange.current, context()));
        if (answer.code !== undefined) return fail('forgotUserId', answer.code);
        dispatch({ type: 'userAccepted', routes: routesOf(answer.value) });
      }),
  };
}

export type AuthFlow = ReturnType<typeof useAuthFlow>;
