// Placeholder until the screen is written.
export default function TokenLoginView() {
  return <div>TokenLoginView</div>;
}
