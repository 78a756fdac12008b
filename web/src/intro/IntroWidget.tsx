// The dashboard's intro widget (spec §2): mount it anywhere inside the shell, no props. Its code loads
// on its own, only while the company has not hidden it, so the dashboard's bundle stays its own size.
import { lazy, Suspense } from "react";
import { useCompany } from "../company";

const IntroView = lazy(() => import("./views/IntroView"));

export function IntroWidget() {
  const { company } = useCompany();
  // Nothing before the company is known, and nothing once the owner has hidden it.
  if (!company || company.introHidden === true) return null;
  return (
    <Suspense fallback={null}>
      <IntroView />
    </Suspense>
  );
}
