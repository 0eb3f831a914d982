import { cmsText } from '../../../runtime/cms-text';
import type { BlockProps } from '../model';
import { FundSection } from './FundSection';

/**
 * The spec names the messages (products spec 2.14 "merger / rename messages"), not their heading. Chosen: "Fund
 * Notices", a plain word for what a merger or a new name tells a shareholder.
 */
const TITLE = 'Fund Notices';

/**
 * products spec 2.14, 3: the merger and rename texts (`messageContents`, merger first), each a paragraph of a notice
 * box, as text. No live region: the notice is part of the page as it loads, not news of something the visitor did.
 */
export function MessagesBlock({ cusip }: BlockProps) {
  return (
    <FundSection
      cusip={cusip}
      name="messages"
      optional
      title={TITLE}
      content={(details) => {
        const messages = details.messageContents.map(cmsText).filter(Boolean);
        if (messages.length === 0) return null;
        return (
          <div className="fund-notice">
            {messages.map((message, index) => (
              <p key={index}>{message}</p>
            ))}
          </div>
        );
      }}
    />
  );
}
