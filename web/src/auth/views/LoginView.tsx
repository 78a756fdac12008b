// Placeholder until the screen is written.
export default function LoginView() {
  return <div>LoginView</div>;
}
