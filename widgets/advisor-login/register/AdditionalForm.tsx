import type { FormEvent } from 'react';
import { useService } from '../../../runtime/use-service';
import { getRegistrationFirms, type RegistrationFirm } from '../../../services/registration';
import { PanelHeading, SubmitButton, TextField } from '../fields';
import { formatPhone, phoneDigits } from '../phone';
import { FirmField } from './FirmField';
import { ZIP_MAX_LENGTH } from './model';
import type { RegisterFlow } from './use-register-flow';

/**
 * accounts spec 2.4 additional, 5.4: "Additional Information Required" ("All fields required"): legal (given) first
 * name, first name, last name, firm name with suggestions from the firms list, ZIP code and phone number.
 */
export function AdditionalForm({ flow }: { flow: RegisterFlow }) {
  const { state } = flow;
  const { values, invalid } = state;
  // The firms list only suggests: without it (a failure is logged) the firm name is typed as free text.
  const firms = useService<RegistrationFirm[]>((context) => getRegistrationFirms(context), [], {
    failure: { show: 'log', empty: [] },
  });
  const edit =
    (field: 'firstNameLegal' | 'firstName' | 'lastName' | 'firmName' | 'zipCode' | 'phoneNumber') => (value: string) =>
      flow.dispatch({ type: 'edited', field, value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.continueAdditional();
  };

  return (
    <form className="panel" part="panel" method="post" noValidate onSubmit={submit}>
      <PanelHeading focus={state.moves > 0}>Additional Information Required</PanelHeading>
      <p className="note">All fields required</p>
      <TextField
        label="Legal (Given) First Name"
        name="legal-given-name"
        autoComplete="given-name"
        value={values.firstNameLegal}
        error={invalid.firstNameLegal}
        onValue={edit('firstNameLegal')}
      />
      <TextField
        label="First Name"
        name="given-name"
        autoComplete="nickname"
        value={values.firstName}
        error={invalid.firstName}
        onValue={edit('firstName')}
      />
      <TextField
        label="Last Name"
        name="family-name"
        autoComplete="family-name"
        value={values.lastName}
        error={invalid.lastName}
        onValue={edit('lastName')}
      />
      <FirmField
        label="Firm Name"
        value={values.firmName}
        firms={firms.data ?? []}
        chosen={state.firm}
        error={invalid.firmName}
        onType={edit('firmName')}
        onChoose={(firm) => flow.dispatch({ type: 'firmChosen', firm })}
      />
      <TextField
        label="ZIP Code"
        name="postal-code"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={ZIP_MAX_LENGTH}
        value={values.zipCode}
        error={invalid.zipCode}
        onValue={edit('zipCode')}
      />
      <TextField
        label="Phone Number"
        name="tel"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="XXX.XXX.XXXX"
        value={formatPhone(values.phoneNumber)}
        error={invalid.phoneNumber}
        onValue={(value) => edit('phoneNumber')(phoneDigits(value))}
      />
      <div className="actions">
        <SubmitButton busy={flow.busy}>Continue</SubmitButton>
        <button type="button" className="cm-button cm-button--secondary" onClick={flow.cancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
