// Placeholder until the screen is written.
export default function ProfileView() {
  return <div>ProfileView</div>;
}
