import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { MfaRoute } from '../../services/auth';
import { AnotherWayLink, clearSecret, fieldError, PanelActions, PanelHeading, SecretField, secretOf } from './fields';
import { fillAccountText, TEXTS } from './errors';
import { routeLabel } from './phone';
import type { StepFlow } from './step-flow';
import type { AuthFlow } from './use-auth-flow';
import type { PageConfig } from '../../runtime/config';

const routeKey = (route: MfaRoute, index: number) => `${route.id ?? index}`;

/**
 * accounts spec 2.1 panel 2: the routes returned by the server as radio options; without a text or voice route,
 * the contact text (forgot-password mode, and a login without routes). Registration shows it "as in the login
 * challenge choice" (2.4), with the routes of the number the advisor gave.
 */
export function ChallengeChoice({ flow, config }: { flow: StepFlow; config: PageConfig }) {
  const { state } = flow;
  const routes = state.routes.filter((route) => route.channel === 'SMS' || route.channel === 'IVR');
  const [chosen, setChosen] = useState(() => (routes[0] ? routeKey(routes[0], 0) : ''));
  const name = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const index = routes.findIndex((route, i) => routeKey(route, i) === chosen);
    const route = routes[index];
    if (route) flow.chooseRoute(route);
  };

  return (
    <form className="panel" part="panel" method="post" noValidate onSubmit={submit}>
      <PanelHeading focus={state.moves > 0}>Help us keep your account more secure</PanelHeading>
      {routes.length > 0 ? (
        <fieldset className="choices" disabled={state.locked}>
          <legend>Verify your identity</legend>
          {routes.map((route, index) => (
            <label key={routeKey(route, index)} className="check">
              <input
                type="radio"
                name={name}
                value={routeKey(route, index)}
                checked={chosen === routeKey(route, index)}
                onChange={() => setChosen(routeKey(route, index))}
              />
              <span>{routeLabel(route.channel, route.route)}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <>
          <h3 className="subheading">Verify your identity</h3>
          <p>{fillAccountText(TEXTS.contact, config)}</p>
        </>
      )}
      <PanelActions flow={flow} submit={routes.length > 0 ? 'Next' : undefined} locked={state.locked} />
    </form>
  );
}

/** accounts spec 2.1 panel 3: the question, the "Answer" field, "Continue", "Cancel", "Don't remember your answer?". */
export function ChallengeQuestion({ flow }: { flow: AuthFlow }) {
  const { state } = flow;
  const answer = useRef<HTMLInputElement>(null);
  const [empty, setEmpty] = useState(false);
  const questionId = useId();
  // An answer the service refused is emptied, for the next try.
  const refused = state.error?.field?.name === 'answer';
  useLayoutEffect(() => {
    if (refused) clearSecret(answer);
  }, [refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // accounts spec 5.1: "Security answer required".
    if (!secretOf(answer).trim()) return setEmpty(true);
    setEmpty(false);
    flow.answerQuestion(secretOf(answer));
  };

  return (
    <form className="panel" part="panel" method="post" noValidate onSubmit={submit}>
      <PanelHeading focus={state.moves > 0}>Please answer your question</PanelHeading>
      <p id={questionId} className="question">
        {state.question}
      </p>
      <SecretField
        label="Answer"
        type="text"
        autoComplete="off"
        spellCheck={false}
        inputRef={answer}
        hint={questionId}
        disabled={state.locked}
        error={fieldError(empty ? TEXTS.answerMismatch : undefined, state.error, 'answer')}
        onEdited={() => flow.dispatch({ type: 'fieldEdited', field: 'answer' })}
      />
      <PanelActions flow={flow} submit="Continue" locked={state.locked} />
      <AnotherWayLink flow={flow}>Don&apos;t remember your answer?</AnotherWayLink>
    </form>
  );
}
