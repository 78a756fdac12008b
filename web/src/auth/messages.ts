// Texts of the public auth screens (login, token login, registration, forgot and reset password).
import { defineMessages } from "react-intl";

export const authMessages = defineMessages({
  // Shared frame
  brand: { id: "auth.layout.brand", defaultMessage: "Comanda" },
  language: { id: "auth.layout.language", defaultMessage: "Language" },
  privacy: { id: "auth.layout.privacy", defaultMessage: "Privacy" },
  terms: { id: "auth.layout.terms", defaultMessage: "Terms and conditions" },
  backToLogin: { id: "auth.backToLogin", defaultMessage: "Back to login" },
  goToLogin: { id: "auth.goToLogin", defaultMessage: "Go to login" },

  // Fields
  email: { id: "auth.field.email", defaultMessage: "Email" },
  password: { id: "auth.field.password", defaultMessage: "Password" },
  passwordHelp: { id: "auth.field.passwordHelp", defaultMessage: "At least {min} characters." },

  // Login (spec §4)
  loginTitle: { id: "auth.login.title", defaultMessage: "Log in" },
  loginSubmit: { id: "auth.login.submit", defaultMessage: "Log in" },
  forgotPasswordLink: { id: "auth.login.forgotPasswordLink", defaultMessage: "Forgot your password?" },
  noAccount: { id: "auth.login.noAccount", defaultMessage: "No account yet?" },
  registerLink: { id: "auth.login.registerLink", defaultMessage: "Register now" },
  resendConfirmation: { id: "auth.login.resendConfirmation", defaultMessage: "Resend confirmation" },
  confirmationSent: { id: "auth.login.confirmationSent", defaultMessage: "We have sent you a new confirmation link. Please check your inbox." },
  verifyingEmail: { id: "auth.login.verifyingEmail", defaultMessage: "Verifying your email address…" },
  emailVerified: { id: "auth.login.emailVerified", defaultMessage: "Your email address is verified. You can log in now." },
  accessWithdrawn: { id: "auth.login.accessWithdrawn", defaultMessage: "Your access was withdrawn. Ask the owner for a new QR code." },
  loginWithEmail: { id: "auth.login.withEmail", defaultMessage: "Log in with email and password" },

  // Token login (QR code of an access right)
  tokenLoginTitle: { id: "auth.tokenLogin.title", defaultMessage: "Log in with QR code" },
  tokenLoginBusy: { id: "auth.tokenLogin.busy", defaultMessage: "Logging you in…" },

  // Registration (spec §5)
  registrationTitle: { id: "auth.registration.title", defaultMessage: "Create your account" },
  registrationIntro: { id: "auth.registration.intro", defaultMessage: "Register your restaurant or shop and start taking orders." },
  name: { id: "auth.registration.name", defaultMessage: "Your name" },
  companyname: { id: "auth.registration.companyname", defaultMessage: "Company name" },
  acceptTerms: { id: "auth.registration.acceptTerms", defaultMessage: "I accept the <link>terms and conditions</link>" },
  acceptPrivacy: { id: "auth.registration.acceptPrivacy", defaultMessage: "I accept the <link>privacy policy</link>" },
  acceptNewsletter: { id: "auth.registration.acceptNewsletter", defaultMessage: "I would like to receive the newsletter" },
  registrationSubmit: { id: "auth.registration.submit", defaultMessage: "Register" },
  haveAccount: { id: "auth.registration.haveAccount", defaultMessage: "Already have an account?" },
  loginLink: { id: "auth.registration.loginLink", defaultMessage: "Log in" },
  registrationThanksTitle: { id: "auth.registration.thanksTitle", defaultMessage: "Thank you for registering!" },
  registrationThanksText: {
    id: "auth.registration.thanksText",
    defaultMessage: "We will email you the activation link within the next few minutes. If you do not find it, please check your spam folder.",
  },

  // Forgot password
  forgotTitle: { id: "auth.forgot.title", defaultMessage: "Forgot your password?" },
  forgotIntro: { id: "auth.forgot.intro", defaultMessage: "Enter the email address of your account and we will send you a link to reset the password." },
  forgotSubmit: { id: "auth.forgot.submit", defaultMessage: "Send link" },
  resetLinkSentTitle: { id: "auth.forgot.sentTitle", defaultMessage: "Check your inbox" },
  resetLinkSent: { id: "auth.forgot.sent", defaultMessage: "If an account exists for this address, we have sent a link to reset the password." },

  // Reset password
  resetTitle: { id: "auth.reset.title", defaultMessage: "Set a new password" },
  resetChecking: { id: "auth.reset.checking", defaultMessage: "Checking the link…" },
  resetForAccount: { id: "auth.reset.forAccount", defaultMessage: "New password for {email}" },
  newPassword: { id: "auth.reset.newPassword", defaultMessage: "New password" },
  repeatPassword: { id: "auth.reset.repeatPassword", defaultMessage: "Repeat the new password" },
  resetSubmit: { id: "auth.reset.submit", defaultMessage: "Save password" },
  resetDoneTitle: { id: "auth.reset.doneTitle", defaultMessage: "Password changed" },
  resetDone: { id: "auth.reset.done", defaultMessage: "Your password has been changed. You can log in now with the new password." },
  requestNewLink: { id: "auth.reset.requestNewLink", defaultMessage: "Request a new link" },
});
