// Placeholder until the screen is written.
export default function RegistrationView() {
  return <div>RegistrationView</div>;
}
