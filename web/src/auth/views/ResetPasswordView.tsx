// Placeholder until the screen is written.
export default function ResetPasswordView() {
  return <div>ResetPasswordView</div>;
}
