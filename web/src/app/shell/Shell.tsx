// The signed-in frame (spec §2): side menu as a split pane from 1200 px, a drawer behind a menu button below;
// the company context for every screen; the new-orders badge; the hourly version check.
import { useCallback, useMemo, useState, type ReactNode } from "react";
import { Badge, Button, Drawer, Flex, Layout, Typography } from "antd";
import { MenuOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { hasAnyPermission, visibleMenu, type Principal } from "@comanda/shared";
import type { User } from "firebase/auth";
import { useSession } from "../../data/session";
// The error texts of the calls made after login (kept out of the login page's JavaScript).
import "../../i18n/errors";
import { CompanyProvider, useCompany } from "../../company";
import { beep } from "./beep";
import { CompanyLogo } from "./CompanyLogo";
import { CompanyMissing } from "./CompanyMissing";
import { shellMessages } from "./messages";
import { useNewOrderCount } from "./repository";
import { SideMenu } from "./SideMenu";
import { useRiseAlert } from "./useRiseAlert";
import { useVersionCheck } from "./useVersionCheck";
import { useClaimsRefresh } from "./useClaimsRefresh";
import { useStaffSessionWatch } from "./staffSession";
import { useRefusalNotice } from "./useRefusalNotice";
import { useWideScreen } from "./useWideScreen";
import "./shell.css";

export default function Shell({ children }: { children: ReactNode }) {
  return (
    <CompanyProvider>
      <ShellFrame>{children}</ShellFrame>
    </CompanyProvider>
  );
}

function ShellFrame({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { companyId, missing } = useCompany();
  useVersionCheck();
  useClaimsRefresh();
  const withdrawn = useStaffSessionWatch();
  useRefusalNotice();
  // A withdrawn access shows nothing more while it is signed out: no stale orders until the login page.
  if (session.status !== "signedIn" || withdrawn) return null;
  const mayOrders = hasAnyPermission(session.principal.permissions, ["orders"]);
  const ordersCompanyId = !missing && mayOrders ? companyId : null;
  // Keyed so a new listener starts fresh: its first count is a baseline, not a rise that beeps.
  return (
    <ShellLayout key={ordersCompanyId ?? "no-orders"} principal={session.principal} user={session.user} ordersCompanyId={ordersCompanyId} missing={missing}>
      {children}
    </ShellLayout>
  );
}

interface ShellLayoutProps {
  principal: Principal;
  user: User;
  ordersCompanyId: string | null;
  missing: boolean;
  children: ReactNode;
}

function ShellLayout({ principal, user, ordersCompanyId, missing, children }: ShellLayoutProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { logout } = useSession();
  const { environment, info, name } = useCompany();
  const wide = useWideScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const newOrders = useNewOrderCount(ordersCompanyId);
  const highlighted = useRiseAlert(newOrders.count, newOrders.ready, beep);

  // The profile entry sits in the menu's bottom area (spec §2), not among the screens.
  const items = useMemo(
    () => visibleMenu({ permissions: principal.permissions, companyId: principal.companyId, environment }).filter((item) => item.key !== "profile"),
    [principal.permissions, principal.companyId, environment],
  );

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const handleLogout = useCallback(() => {
    void logout().then(() => navigate("/login", { replace: true }));
  }, [logout, navigate]);

  const menu = (
    <SideMenu
      items={items}
      newOrders={newOrders.count}
      newOrdersHighlighted={highlighted}
      owner={principal.owner}
      staffName={principal.owner ? null : user.displayName || user.email || ""}
      onNavigate={closeDrawer}
      onLogout={handleLogout}
    />
  );

  return (
    <Layout className="shell">
      {wide ? (
        <Layout.Sider width={280} theme="light" className="shell-sider">
          {menu}
        </Layout.Sider>
      ) : null}
      <Layout>
        {!wide ? (
          <Layout.Header className="shell-topbar">
            <Flex align="center" gap={12}>
              <Badge count={newOrders.count} size="small" className={highlighted ? "shell-menu-highlight" : undefined}>
                <Button icon={<MenuOutlined />} aria-label={intl.formatMessage(shellMessages.openMenu)} onClick={() => setDrawerOpen(true)} />
              </Badge>
              <CompanyLogo picture={info?.picture} name={name} size={32} />
              <Typography.Text strong ellipsis>
                {name || intl.formatMessage(shellMessages.defaultBrand)}
              </Typography.Text>
            </Flex>
          </Layout.Header>
        ) : null}
        <Layout.Content className="shell-content">{missing ? <CompanyMissing onLogout={handleLogout} /> : children}</Layout.Content>
      </Layout>
      {!wide ? (
        <Drawer placement="left" open={drawerOpen} onClose={closeDrawer} size={300} closable={false} styles={{ body: { padding: 0 } }}>
          {menu}
        </Drawer>
      ) : null}
    </Layout>
  );
}
