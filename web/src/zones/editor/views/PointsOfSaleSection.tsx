// The edit page's points of sale: the zone's own panel (saved by itself, apart from the form); a zone not yet
// saved has no points of sale, so the new-zone page says when they can be added.
import { Card, Typography } from "antd";
import { useIntl } from "react-intl";
import type { Zone } from "@comanda/shared";
import { PointsOfSalePanel } from "../../pointsOfSale";
import { zoneEditorMessages as m } from "../messages";

export const POINTS_OF_SALE_SECTION_ID = "zone-points-of-sale";

export function PointsOfSaleSection({ zone }: { zone: Zone | null }) {
  const intl = useIntl();
  if (zone) return <PointsOfSalePanel zone={zone} />;
  return (
    <Card size="small" title={intl.formatMessage(m.sectionPointsOfSale)}>
      <Typography.Text type="secondary">{intl.formatMessage(m.pointsOfSaleLater)}</Typography.Text>
    </Card>
  );
}
