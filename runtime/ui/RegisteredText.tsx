import { Fragment } from 'react';
import { splitRegistered } from '../format';

/** A text with every registered mark shown as superscript (site spec 9: "the registered mark ® is shown as superscript"). */
export function RegisteredText({ text }: { text: string | null | undefined }) {
  return (
    <>
      {splitRegistered(text).map((part, index) =>
        part.registered ? <sup key={index}>®</sup> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
