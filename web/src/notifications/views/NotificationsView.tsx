// Placeholder until the screen is written.
export default function NotificationsView() {
  return <div>NotificationsView</div>;
}
