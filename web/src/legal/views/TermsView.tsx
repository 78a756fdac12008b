// Placeholder until the screen is written.
export default function TermsView() {
  return <div>TermsView</div>;
}
