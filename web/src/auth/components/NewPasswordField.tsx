// The field where a user chooses a password (registration, reset): the minimum length as rule and hint.
import { useIntl } from "react-intl";
import { PASSWORD_MIN_LENGTH } from "@comanda/shared";
import { TextField } from "../kit";
import { authMessages } from "../messages";

export function NewPasswordField({ name, label }: { name: string; label: string }) {
  const intl = useIntl();
  return (
    <TextField
      name={name}
      type="password"
      autoComplete="new-password"
      label={label}
      help={intl.formatMessage(authMessages.passwordHelp, { min: PASSWORD_MIN_LENGTH })}
      required
      minLength={PASSWORD_MIN_LENGTH}
    />
  );
}
