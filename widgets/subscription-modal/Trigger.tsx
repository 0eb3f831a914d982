/** accounts spec 2.8 "Static button": "Subscribed" if any given subscription is held, otherwise "Subscribe". */
export function Trigger({ subscribed, onClick }: { subscribed: boolean; onClick(): void }) {
  return (
    <button type="button" className="cm-button trigger" part="trigger" onClick={onClick}>
      {subscribed ? 'Subscribed' : 'Subscribe'}
    </button>
  );
}
