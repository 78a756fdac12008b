// Placeholder until the screen is written.
export default function PrivacyView() {
  return <div>PrivacyView</div>;
}
