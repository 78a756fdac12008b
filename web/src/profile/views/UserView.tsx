// Placeholder until the screen is written.
export default function UserView() {
  return <div>UserView</div>;
}
