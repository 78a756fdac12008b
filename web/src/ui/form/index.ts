// The form kit (spec §2 "Form inputs"): use it for every form of the admin.
export { FormKit, SubmitButton, useFormKit, useFormErrorToast, showFormErrorToast, useLeavePrompt, useBeforeUnloadPrompt, type FormKitProps } from "./FormKit";
export {
  TextField,
  TextAreaField,
  NumberField,
  NumberInput,
  PlainTextValue,
  PASSWORD_MASK,
  formatDecimal,
  type BaseFieldProps,
  type TextFieldProps,
  type TextAreaFieldProps,
  type NumberFieldProps,
} from "./fields";
export { SelectField, type SelectFieldProps, type SelectOption } from "./SelectField";
export { CheckboxField, type CheckboxFieldProps } from "./CheckboxField";
export { RichTextField, RichTextView, type RichTextFieldProps } from "./RichTextField";
export { TranslatedField, type TranslatedFieldProps } from "./TranslatedField";
export { sanitizeRichText, isRichTextEmpty } from "./sanitize";
export { fieldErrorCodes, type RuleOptions } from "./rules";
export type { FieldName } from "./values";
