// The form kit (spec §2 "Form inputs"): use it for every form of the admin.
export { FormKit, SubmitButton, useFormKit, useFormErrorToast, showFormErrorToast, useLeavePrompt, useBeforeUnloadPrompt, type FormKitProps } from "./FormKit";
export {
  TextField,
  TextAreaField,
  NumberField,
  NumberInput,
  SelectField,
  CheckboxField,
  PlainTextValue,
  PASSWORD_MASK,
  formatDecimal,
  type BaseFieldProps,
  type TextFieldProps,
  type TextAreaFieldProps,
  type NumberFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type CheckboxFieldProps,
} from "./fields";
export { RichTextField, RichTextView, type RichTextFieldProps } from "./RichTextField";
export { TranslatedField, type TranslatedFieldProps } from "./TranslatedField";
export { sanitizeRichText, isRichTextEmpty } from "./sanitize";
export { fieldErrorCodes, type RuleOptions } from "./rules";
export type { FieldName } from "./values";
