import { useId } from 'react';
import type { AttributeValues } from '../../../runtime/attributes';
import { fillTemplate } from '../../../runtime/config';
import { useElement } from '../../../runtime/element-context';
import { safeUrl } from '../../../runtime/links';
import { Alert } from '../../../runtime/ui/Alert';
import { useService } from '../../../runtime/use-service';
import { getLoginPrompts, type LoginPrompt } from '../../../services/account-content';
import type { attributes } from '../element';
import { useAdoptedStyles } from '../../../runtime/adopted-styles';
import styles from './styles.css?inline';

/** accounts spec 7.3: the login prompts' content scope when the page sets none. */
export const DEFAULT_PROMPTS_SCOPE = '/content/documents/{b}-investor/login-prompts';
/** accounts spec 2.6: the page's heading. */
export const PROMPTS_HEADING = 'Log in to your accounts';
/**
 * site spec 8 "Content API failure: status logged; empty data used": without tiles the page would say nothing; the
 * spec gives no text, so this says so and offers Retry.
 */
export const PROMPTS_FAILED_TEXT = 'The account logins could not be loaded.';

/**
 * accounts spec 2.6: "Log in to your accounts" and a tile for each login of the login-prompts scope, in the order of
 * cti:meta: its title, its subtitle and a "Log In" link that opens the investor's login site in a new tab.
 */
export default function LoginPromptsView(props: AttributeValues<typeof attributes>) {
  const { config, host } = useElement();
  useAdoptedStyles(host, styles);
  const headingId = useId();
  const scope = fillTemplate(props.promptsScope ?? DEFAULT_PROMPTS_SCOPE, { b: config.brandCode });
  const prompts = useService<LoginPrompt[]>((context) => getLoginPrompts(scope, context), [scope], {
    failure: { show: 'log', empty: [] },
  });
  const tiles = prompts.data ?? [];

  return (
    <section className="login-prompts" aria-labelledby={headingId}>
      <h2 id={headingId} className="heading" part="heading">
        {PROMPTS_HEADING}
      </h2>
      {prompts.status === 'loading' && (
        <p className="prompts-loading" role="status">
          Loading...
        </p>
      )}
      {prompts.status === 'ready' && prompts.error && <Alert onRetry={prompts.retry}>{PROMPTS_FAILED_TEXT}</Alert>}
      {tiles.length > 0 && (
        <ul className="tiles">
          {tiles.map((tile) => (
            <li key={`${tile.title}|${tile.url}`} className="tile" part="tile">
              <h3 className="tile-title">{tile.title}</h3>
              {tile.subtitle && <p className="tile-subtitle">{tile.subtitle}</p>}
              <a className="cm-button" href={safeUrl(tile.url)} target="_blank" rel="noopener">
                Log In<span className="cm-visually-hidden">{` to ${tile.title} (opens in a new tab)`}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
