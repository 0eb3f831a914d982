/**
 * The calls behind registration's views (accounts spec 4.6, 4.7, 7.3): each visitor action makes its calls with the
 * element's configuration and a signal aborted on unmount, and turns the answers into the flow's events with the
 * decisions of registration-errors.ts and model.ts. The password and the passcode live only in this hook's memory for the time of
 * the registration (never in state that is stored, a URL, the console or an event detail); so does the link's
 * token, which the page's address no longer holds.
 *
 * The registration ends with the login's own sign-in (use-auth-flow's logIn: the token, the login, the profile, the
 * session of every element), which then goes to the registration's redirect.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { useElement } from '../../../runtime/element-context';
import { isAborted, type CallContext } from '../../../runtime/http';
import { homePath, loginUrl, redirectAfterLogin } from '../../../runtime/links';
import { readText, remove } from '../../../runtime/storage';
import { useAdvisorProfile } from '../../../runtime/stores/advisor-profile';
import { useSession } from '../../../runtime/stores/session';
import { getApiToken, type AuthExchange, type MfaRoute } from '../../../services/auth';
import type { MfaChannel } from '../../../services/auth-vocabulary';
import { deviceProfile } from '../../../services/device-profile';
import {
  acceptTermsAndConditions,
  createUser,
  lookupUser,
  submitUserEmailForReg,
  subscribedUserId,
  subscribeUser,
  validateProfile,
} from '../../../services/registration';
import type { events } from '../element';
import { maskPhone } from '../phone';
import type { StepEvent, StepFlow } from '../step-flow';
import { useAuthFlow } from '../use-auth-flow';
import { useNavigate } from '../use-navigate';
import { emailOutcome, lookupOutcome, passcodeOutcome, registrationAlert } from './registration-errors';
import { initialRegistration, registerReducer, registrationRoutes, type RegisterStep } from './flow';
import {
  ADDITIONAL_RULES,
  cancelOutcome,
  checkNewPassword,
  checkRules,
  contactStatusOf,
  exampleFirmEmail,
  INTERNAL_RULES,
  isSsoRegistration,
  isValid,
  REGISTER_RULES,
  registeredUrl,
  registrationEmail,
  type RegistrationStart,
} from './model';

export function useRegisterFlow(start: RegistrationStart, registerUrl: string) {
  const { config, emit } = useElement<typeof events>();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(registerReducer, start, initialRegistration);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const exchange = useRef<AuthExchange>({});
  /** The password chosen, kept until the sign-in that ends the registration. */
  const password = useRef('');
  const controller = useRef<AbortController | null>(null);

  // 4.6 "subscribed, which triggers login and the redirect": the login's sign-in, then the registration's redirect.
  const auth = useAuthFlow(
    'login',
    {},
    {
      afterSignIn: () => {
        const url = registeredUrl(readText('local', 'registrationPageRedirect'), config.siteBase);
        remove('local', 'registrationPageRedirect');
        return { url, reason: 'register' };
      },
    },
  );

  // A re-registration (4.7) is an advisor's who is signed in: the current address and names come from the profile,
  // the old address is the user name signed in with. Signed out, /register?user=... is a registration like any.
  const advisor = useSession((session) => session.advisor);
  const username = useSession((session) => session.username);
  const profile = useAdvisorProfile();
  const reRegistration = advisor ? state.user : undefined;
  const currentEmail = typeof profile?.emailId === 'string' ? profile.emailId : undefined;
  useEffect(() => {
    if (!reRegistration || !profile) return;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    dispatch({
      type: 'prefilled',
      values: {
        firstName: text(profile.preferredFirstNm) || text(profile.firstNm),
        lastName: text(profile.lastNm),
        // 2.4: "for changed-new the e-mail field is disabled": it holds the current address.
        ...(reRegistration === 'changed-new' ? { emailId: text(profile.emailId) } : {}),
      },
    });
  }, [reRegistration, profile]);

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => {
      current.abort();
      password.current = '';
    };
  }, []);

  const context = (): CallContext => ({ config, signal: controller.current?.signal });
  const token = async () => {
    exchange.current = await getApiToken(exchange.current, context());
  };
  const failed = (code: string | undefined) => emit('error', { panel: state.step, code: code ?? null });

  /**
   * One visitor action with calls: no second one while it runs; a failure without a code goes to `onFailure` (the
   * view the spec gives the call's failures).
   */
  const act = (work: () => Promise<void>, onFailure: () => void) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    dispatch({ type: 'submitted' });
    void work()
      .catch((error: unknown) => {
        if (isAborted(error) || controller.current?.signal.aborted) return;
        failed(undefined);
        onFailure();
      })
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };

  // -- The e-mail link (4.6 "E-mail link → validate") -------------------------------------------------------------

  const lookupRun = useRef(0);
  useEffect(() => {
    if (state.step !== 'validate' || !state.tokenNbr) return;
    const run = ++lookupRun.current;
    const tokenNbr = state.tokenNbr;
    const stale = () => run !== lookupRun.current;
    void (async () => {
      await token();
      const answer = await lookupUser(tokenNbr, exchange.current, context());
      if (stale()) return;
      exchange.current = answer.exchange;
      const outcome = lookupOutcome(answer.code, Boolean(answer.value?.emailId));
      if (outcome !== 'additional') failed(answer.code);
      if (outcome === 'alreadyRegistered') return navigate(loginUrl(config.siteBase), 'already-registered');
      if (outcome === 'confirmExpired') return dispatch({ type: 'linkRefused', view: 'confirmExpired' });
      if (outcome === 'error') return dispatch({ type: 'broken' });
      const user = answer.value!;
      dispatch({
        type: 'lookedUp',
        user: { emailId: user.emailId ?? '', firstName: user.userFirstNm ?? '', lastName: user.userLastNm ?? '' },
        contactStatus: contactStatusOf(user.userTypeCd),
      });
    })().catch((error: unknown) => {
      if (stale() || isAborted(error) || controller.current?.signal.aborted) return;
      failed(undefined);
      dispatch({ type: 'broken' });
    });
    // One lookup per arrival at validate (a start, a restart, "Try again").
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.step, state.tokenNbr, state.moves]);

  // -- The registration e-mail (4.6 register → confirm → confirmResend or confirmError) -------------------------

  const sendEmail = () =>
    act(
      async () => {
        await token();
        const email = registrationEmail(state.values, reRegistration, reRegistration ? username : undefined);
        const answer = await submitUserEmailForReg(email, exchange.current, context());
        exchange.current = answer.exchange;
        const outcome = emailOutcome(answer.code, answer.message, exampleFirmEmail(state.values), config);
        if (outcome.kind !== 'sent') failed(answer.code);
        if (outcome.kind === 'field') return dispatch({ type: 'emailRefused', text: outcome.text });
        if (outcome.kind === 'confirmError') return dispatch({ type: 'emailFailed', message: outcome.message });
        dispatch({ type: 'emailSent' });
      },
      () => dispatch({ type: 'emailFailed', message: undefined }),
    );

  // -- The passcode (4.6 challenge-choice → otp → subscribed) ----------------------------------------------------

  const chooseRoute = (route: MfaRoute) =>
    act(
      async () => {
        const channel = route.channel as MfaChannel;
        if (!state.profileValidated) {
          const { values, firm } = state;
          const answer = await validateProfile(
            {
              tokenNbr: state.tokenNbr ?? '',
              emailId: values.emailId,
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              legalFirstName: values.firstNameLegal.trim(),
              firmName: values.firmName.trim(),
              firm,
              zipCode: values.zipCode.trim(),
              phone: values.phoneNumber,
              contactStatus: state.contactStatus,
            },
            deviceProfile(),
            exchange.current,
            context(),
          );
          exchange.current = answer.exchange;
          if (answer.code !== undefined) {
            failed(answer.code);
            return dispatch({ type: 'broken' });
          }
          dispatch({ type: 'profileValidated' });
        }
        const user = { tokenNbr: state.tokenNbr ?? '', password: password.current, channel };
        const created = await createUser(user, deviceProfile(), exchange.current, context());
        exchange.current = created.exchange;
        if (created.code !== undefined) {
          failed(created.code);
          return dispatch({ type: 'broken' });
        }
        dispatch({ type: 'passcodeSent', channel, sentTo: maskPhone(state.values.phoneNumber) });
      },
      () => dispatch({ type: 'broken' }),
    );

  const submitPasscode = (passcode: string) =>
    act(
      async () => {
        const answer = await subscribeUser(
          {
            tokenNbr: state.tokenNbr ?? '',
            emailId: state.values.emailId,
            passcode,
            password: password.current,
            phone: state.values.phoneNumber,
          },
          deviceProfile(),
          exchange.current,
          context(),
        );
        exchange.current = answer.exchange;
        if (answer.code !== undefined) {
          failed(answer.code);
          const outcome = passcodeOutcome(answer.code, config);
          return dispatch(outcome.kind === 'shown' ? { type: 'failed', error: outcome.error } : { type: 'broken' });
        }
        emit('register', { contactStatus: state.contactStatus });
        dispatch({ type: 'subscribed' });
        const userId = subscribedUserId(answer.value) ?? state.values.emailId;
        const chosen = password.current;
        password.current = '';
        auth.logIn({ userId, password: chosen });
      },
      () => dispatch({ type: 'broken' }),
    );

  // -- Cancel (4.6) ------------------------------------------------------------------------------------------------

  const cancel = () => {
    const outcome = cancelOutcome(state.step);
    if (outcome === 'home') return navigate(homePath(config.siteBase), 'cancel');
    if (outcome === 'register') return navigate(registerUrl, 'cancel');
    password.current = '';
    dispatch({ type: 'restart' });
  };

  /** The shared panels' view of this flow (challenge choice and one-time passcode, as in the login). */
  const stepFlow: StepFlow = {
    state: {
      routes: registrationRoutes(state.values.phoneNumber),
      sentTo: state.sentTo,
      locked: state.locked,
      moves: state.moves,
      error: state.error,
    },
    busy,
    dispatch: (event: StepEvent) => {
      if (event.type === 'cancel') cancel();
      else if (event.type === 'anotherWay') dispatch({ type: 'anotherWay' });
      else dispatch(event);
    },
    chooseRoute,
    submitPasscode,
  };

  return {
    state,
    busy,
    dispatch,
    auth,
    stepFlow,
    reRegistration,
    /** The current address of a changed-new re-registration (2.5 "My email address changed to {email}"). */
    currentEmail,
    cancel,

    /** register "Continue" (4.6): the e-mail, or the SSO registration for an internal user. */
    continueRegister: () => {
      const invalid = checkRules(REGISTER_RULES, state.values, { confirmEmail: reRegistration === 'changed-else' });
      dispatch({ type: 'invalid', invalid });
      if (!isValid(invalid)) return;
      if (isSsoRegistration(state.values.emailId, config.accounts)) {
        return navigate(config.accounts.ssoRegistrationUrl, 'sso-register');
      }
      sendEmail();
    },

    /** confirm and confirmResend: the e-mail again. */
    resend: sendEmail,

    /**
     * registerInternal "Continue" (4.6): the terms accepted, then the redirect. An internal user arrives here from
     * the SSO sign-in: it goes on to where the login was to lead (the stored securePageRedirect), else home.
     */
    acceptTerms: () => {
      const invalid = checkRules(INTERNAL_RULES, state.values, undefined);
      dispatch({ type: 'invalid', invalid });
      if (!isValid(invalid)) return;
      act(
        async () => {
          await token();
          const answer = await acceptTermsAndConditions(exchange.current, context());
          if (answer.code !== undefined) {
            failed(answer.code);
            return dispatch({ type: 'failed', error: registrationAlert(answer.code) });
          }
          const destination = redirectAfterLogin(readText('local', 'securePageRedirect'), homePath(config.siteBase));
          remove('local', 'securePageRedirect');
          navigate(destination, 'login');
        },
        () => dispatch({ type: 'failed', error: registrationAlert(undefined) }),
      );
    },

    /** additional "Continue" (5.4). */
    continueAdditional: () => {
      const invalid = checkRules(ADDITIONAL_RULES, state.values, undefined);
      dispatch({ type: 'invalid', invalid });
      if (isValid(invalid)) dispatch({ type: 'continued' });
    },

    /** password "Continue" (5.2, 5.4); true when the password was taken. */
    continuePassword: (chosen: string, confirmation: string): boolean => {
      const invalid = checkNewPassword(chosen, confirmation, state.values.emailId);
      dispatch({ type: 'invalid', invalid });
      if (!isValid(invalid)) return false;
      password.current = chosen;
      dispatch({ type: 'continued' });
      return true;
    },
  };
}

export type RegisterFlow = ReturnType<typeof useRegisterFlow>;
export type { RegisterStep };
