// Placeholder until the screen is written.
export default function ForgotPasswordView() {
  return <div>ForgotPasswordView</div>;
}
