import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { getPageConfig, resetPageConfig, type PageConfig } from './config';
import { ElementContext, type ElementContextValue } from './element-context';
import { ServiceError } from './http';
import { useService, type FailureReport, type ServiceCallContext } from './use-service';

/** A call a test settles by hand, recording the context each call was given. */
function deferredCalls<T>() {
  const calls: { context: ServiceCallContext<T>; resolve(value: T): void; reject(error: unknown): void }[] = [];
  const call = (context: ServiceCallContext<T>) =>
    new Promise<T>((resolve, reject) => calls.push({ context, resolve, reject }));
  return { calls, call };
}

let reportFailure: ReturnType<typeof vi.fn<ElementContextValue['reportFailure']>>;
let config: PageConfig;

function InElement({ children, elementConfig = config }: { children: ReactNode; elementConfig?: PageConfig }) {
  const value: ElementContextValue = {
    host: document.createElement('div'),
    tag: 'cm-test',
    config: elementConfig,
    emit: () => true,
    reportFailure,
  };
  return <ElementContext.Provider value={value}>{children}</ElementContext.Provider>;
}

function Probe<T>({
  call,
  input,
  failure = { show: 'popup', section: 'Mutual Fund' },
  enabled,
  keepData,
  shape,
  seen,
}: {
  call: (context: ServiceCallContext<T>, input: string) => Promise<T>;
  input: string;
  failure?: FailureReport<T>;
  enabled?: boolean;
  keepData?: boolean;
  shape?: string;
  /** Every state drawn, in order, as "status data". */
  seen?: string[];
}) {
  // The probe's call is a new closure each render; what it reads from outside is `input`.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const state = useService((context) => call(context, input), [input], { failure, enabled, keepData, shape });
  seen?.push(`${state.status} ${JSON.stringify(state.data ?? null)}`);
  return (
    <div>
      <p data-testid="status">{state.status}</p>
      <p data-testid="data">{JSON.stringify(state.data ?? null)}</p>
      <p data-testid="error">{state.error?.kind ?? ''}</p>
      <p data-testid="current">{String(state.current)}</p>
      <button type="button" onClick={state.retry}>
        Retry
      </button>
    </div>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;
const flush = () => act(async () => {});

beforeEach(() => {
  resetPageConfig();
  config = getPageConfig();
  reportFailure = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('useService', () => {
  it("calls with the element's configuration and shows loading, then the answer", async () => {
    const { calls, call } = deferredCalls<string[]>();
    const custom = getPageConfig({ apiProducts: 'https://data.example.com' });
    render(
      <InElement elementConfig={custom}>
        <Probe call={(context) => call(context)} input="A" />
      </InElement>,
    );
    expect(text('status')).toBe('loading');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.context.config).toBe(custom);
    await act(async () => calls[0]!.resolve(['fund']));
    expect(text('status')).toBe('ready');
    expect(text('data')).toBe('["fund"]');
  });

  it('a change of input aborts the call in flight and never shows its late answer', async () => {
    const { calls, call } = deferredCalls<string>();
    const view = render(
      <InElement>
        <Probe call={(context, input) => call(context).then((v) => `${input}:${v}`)} input="A" />
      </InElement>,
    );
    view.rerender(
      <InElement>
        <Probe call={(context, input) => call(context).then((v) => `${input}:${v}`)} input="C" />
      </InElement>,
    );
    expect(calls).toHaveLength(2);
    expect(calls[0]!.context.signal.aborted).toBe(true);
    expect(calls[1]!.context.signal.aborted).toBe(false);
    await act(async () => calls[0]!.resolve('late'));
    expect(text('status')).toBe('loading');
    expect(text('data')).toBe('null');
    await act(async () => calls[1]!.resolve('fresh'));
    expect(text('data')).toBe('"C:fresh"');
  });

  it('clears the answer while new inputs load, unless asked to keep it', async () => {
    const { calls, call } = deferredCalls<string>();
    const probe = (input: string, keepData?: boolean) => (
      <InElement>
        <Probe call={(context) => call(context)} input={input} keepData={keepData} />
      </InElement>
    );
    const view = render(probe('A'));
    await act(async () => calls[0]!.resolve('first'));
    view.rerender(probe('C'));
    expect(text('data')).toBe('null');
    view.rerender(probe('C', true));
    await act(async () => calls[1]!.resolve('second'));
    view.rerender(probe('R', true));
    expect(text('status')).toBe('loading');
    expect(text('data')).toBe('"second"');
  });

  describe('shape: the previous answer stands while the new one may be at hand', () => {
    const probe = (
      call: (context: ServiceCallContext<string>, input: string) => Promise<string>,
      input: string,
      shape: string,
      seen: string[],
    ) => (
      <InElement>
        <Probe call={call} input={input} shape={shape} seen={seen} />
      </InElement>
    );
    const nextTask = () => act(() => new Promise<void>((done) => setTimeout(done, 5)));

    it('an answer at hand replaces the previous one in one step, with no loading state between', async () => {
      // Answered in the promise jobs of the task that started the call, as the session cache answers.
      const call = async (_context: ServiceCallContext<string>, input: string) => `class ${input}`;
      const seen: string[] = [];
      const view = render(probe(call, 'A', 'performance', seen));
      await flush();
      expect(text('data')).toBe('"class A"');
      seen.length = 0;
      view.rerender(probe(call, 'C', 'performance', seen));
      await flush();
      await nextTask();
      expect(seen).not.toContain('loading null');
      expect(seen[0]).toBe('ready "class A"');
      expect(seen.at(-1)).toBe('ready "class C"');
    });

    it('a call that waits on the network clears the previous answer and shows loading from the next task', async () => {
      const { calls, call } = deferredCalls<string>();
      const seen: string[] = [];
      const view = render(probe(call, 'A', 'performance', seen));
      await act(async () => calls[0]!.resolve('class A'));
      expect(text('current')).toBe('true');
      view.rerender(probe(call, 'C', 'performance', seen));
      expect(text('status')).toBe('ready');
      expect(text('data')).toBe('"class A"');
      // What is shown answers the inputs before: a view draws it as it drew it for them.
      expect(text('current')).toBe('false');
      await nextTask();
      expect(text('status')).toBe('loading');
      expect(text('data')).toBe('null');
      expect(text('current')).toBe('true');
      await act(async () => calls[1]!.resolve('class C'));
      expect(text('status')).toBe('ready');
      expect(text('data')).toBe('"class C"');
      expect(text('current')).toBe('true');
    });

    it('an answer of another shape shows loading at once', async () => {
      const { calls, call } = deferredCalls<string>();
      const seen: string[] = [];
      const view = render(probe(call, 'A', 'performance', seen));
      await act(async () => calls[0]!.resolve('performance'));
      view.rerender(probe(call, 'B', 'prices', seen));
      expect(text('status')).toBe('loading');
      expect(text('data')).toBe('null');
    });

    it('a failure of the new call shows at once', async () => {
      const call = async (_context: ServiceCallContext<string>, input: string) => {
        if (input === 'C') throw new ServiceError('http', '/summary', 'HTTP 500', { status: 500 });
        return `class ${input}`;
      };
      const seen: string[] = [];
      const view = render(probe(call, 'A', 'performance', seen));
      await flush();
      view.rerender(probe(call, 'C', 'performance', seen));
      await flush();
      expect(text('status')).toBe('error');
      expect(text('data')).toBe('null');
      expect(reportFailure).toHaveBeenCalledTimes(1);
    });
  });

  it('an unmount aborts the call', () => {
    const { calls, call } = deferredCalls<string>();
    const view = render(
      <InElement>
        <Probe call={(context) => call(context)} input="A" />
      </InElement>,
    );
    view.unmount();
    expect(calls[0]!.context.signal.aborted).toBe(true);
  });

  it("'popup': reports the failure once, with the section and the kind, and the status is error", async () => {
    const { calls, call } = deferredCalls<string>();
    render(
      <InElement>
        <Probe call={(context) => call(context)} input="A" />
      </InElement>,
    );
    await act(async () => calls[0]!.reject(new ServiceError('timeout', '/pnp.svc/productSummary', 'slow')));
    expect(text('status')).toBe('error');
    expect(text('error')).toBe('timeout');
    expect(reportFailure).toHaveBeenCalledTimes(1);
    expect(reportFailure).toHaveBeenCalledWith({ section: 'Mutual Fund', kind: 'timeout' }, true);
  });

  it("'section': reports the failure without asking for the popup", async () => {
    const { calls, call } = deferredCalls<string>();
    render(
      <InElement>
        <Probe call={(context) => call(context)} input="A" failure={{ show: 'section', section: 'Find a Product' }} />
      </InElement>,
    );
    await act(async () => calls[0]!.reject(new ServiceError('http', '/x', 'HTTP 500', { status: 500 })));
    expect(reportFailure).toHaveBeenCalledWith({ section: 'Find a Product', kind: 'http' }, false);
    expect(text('status')).toBe('error');
  });

  it("'log': logs the spec's text, reports nothing and answers the empty value", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, call } = deferredCalls<Record<string, string>>();
    render(
      <InElement>
        <Probe call={(context) => call(context)} input="A" failure={{ show: 'log', empty: {} }} />
      </InElement>,
    );
    await act(async () =>
      calls[0]!.reject(new ServiceError('http', '/site/resourceapi/halapi/documents', 'HTTP 503', { status: 503 })),
    );
    expect(text('status')).toBe('ready');
    expect(text('data')).toBe('{}');
    expect(reportFailure).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('ERROR RETRIEVING DATA 503 /site/resourceapi/halapi/documents');
  });

  it('ignores an aborted call: no report, no state change', async () => {
    const { calls, call } = deferredCalls<string>();
    render(
      <InElement>
        <Probe call={(context) => call(context)} input="A" />
      </InElement>,
    );
    await act(async () => calls[0]!.reject(new ServiceError('aborted', '/x', 'cancelled')));
    expect(text('status')).toBe('loading');
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('a call that throws something else counts as a malformed answer, logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, call } = deferredCalls<string>();
    render(
      <InElement>
        <Probe call={(context) => call(context)} input="A" />
      </InElement>,
    );
    await act(async () => calls[0]!.reject(new TypeError('cannot read rows')));
    expect(text('error')).toBe('malformed');
    expect(reportFailure).toHaveBeenCalledWith({ section: 'Mutual Fund', kind: 'malformed' }, true);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('retry calls again after a failure, and the new answer shows', async () => {
    const { calls, call } = deferredCalls<string>();
    render(
      <InElement>
        <Probe call={(context) => call(context)} input="A" />
      </InElement>,
    );
    await act(async () => calls[0]!.reject(new ServiceError('network', '/x', 'down')));
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(calls).toHaveLength(2);
    expect(text('status')).toBe('loading');
    await act(async () => calls[1]!.resolve('back'));
    expect(text('status')).toBe('ready');
    expect(text('data')).toBe('"back"');
  });

  it('partial answers show while loading, and stay after a later failure', async () => {
    const { calls, call } = deferredCalls<string[]>();
    render(
      <InElement>
        <Probe call={(context) => call(context)} input="A" />
      </InElement>,
    );
    await act(async () => calls[0]!.context.partial(['Retail']));
    expect(text('status')).toBe('loading');
    expect(text('data')).toBe('["Retail"]');
    await act(async () => calls[0]!.reject(new ServiceError('http', '/x', 'HTTP 500', { status: 500 })));
    expect(text('status')).toBe('error');
    expect(text('data')).toBe('["Retail"]');
  });

  it('enabled false makes no call and reads idle', async () => {
    const call = vi.fn(async () => 'x');
    render(
      <InElement>
        <Probe call={call} input="A" enabled={false} />
      </InElement>,
    );
    await flush();
    expect(call).not.toHaveBeenCalled();
    expect(text('status')).toBe('idle');
  });

  it('a re-render with the same inputs does not call again', async () => {
    const call = vi.fn(async (_context: ServiceCallContext<string>, input: string) => input);
    function Parent() {
      const [clicks, setClicks] = useState(0);
      return (
        <InElement>
          <button type="button" onClick={() => setClicks(clicks + 1)}>
            Again {clicks}
          </button>
          <Probe call={call} input="A" />
        </InElement>
      );
    }
    render(<Parent />);
    await flush();
    await act(async () => screen.getByRole('button', { name: /Again/ }).click());
    await flush();
    expect(call).toHaveBeenCalledTimes(1);
  });
});
