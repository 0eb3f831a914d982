import { useCallback, useId } from 'react';
import { useElement } from '../../../runtime/define-element';
import type { events } from '../element';
import { useSwitchShareClass } from '../use-fund';
import { selectedShareClass, type ShareClassOption } from './model';

/** The switch's label: the products spec's own words for a fund's classes (2.14 "Changing share class"). */
export const SHARE_CLASS_LABEL = 'Share class';

/**
 * The class each element's switch went to, while the visitor who chose it waits for it. Every block of the page
 * follows the new cusip and the header is drawn anew; the new switch of that class takes the focus back as it is
 * drawn, so the visitor stays where they were (never on the page's body).
 */
const focusAfterSwitch = new WeakMap<HTMLElement, string>();

/**
 * products spec 2.14: "Changing share class replaces the /Class-xxx/ segment and sets ?cusip={cusip}": a labelled
 * native select of the fund's classes. Choosing one is a new history entry (Back returns to the class before), every
 * block follows, and `fund-detail-class-change` tells the page.
 */
export function ShareClassSelect({ options, cusip }: { options: readonly ShareClassOption[]; cusip: string }) {
  const { host, emit } = useElement<typeof events>();
  const switchClass = useSwitchShareClass();
  const id = useId();
  const keepFocus = useCallback(
    (select: HTMLSelectElement | null) => {
      if (select && focusAfterSwitch.get(host) === cusip) {
        focusAfterSwitch.delete(host);
        select.focus();
      }
    },
    [host, cusip],
  );
  const choose = (value: string) => {
    const option = options.find((candidate) => candidate.cusip === value);
    if (!option || option.cusip.toUpperCase() === cusip.toUpperCase()) return;
    focusAfterSwitch.set(host, option.cusip);
    switchClass(option.fundClass, option.cusip);
    emit('class-change', { cusip: option.cusip, fundClass: option.fundClass, href: location.href });
  };
  return (
    <div className="fund-share-class">
      <label htmlFor={id}>{SHARE_CLASS_LABEL}</label>
      <select
        id={id}
        ref={keepFocus}
        value={selectedShareClass(options, cusip)?.cusip ?? cusip}
        onChange={(event) => choose(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.cusip} value={option.cusip}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
