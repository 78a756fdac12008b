// The board's filters: station toggles, the production location and the orders / open-items view.
import { Button, Flex, Segmented, Select } from "antd";
import { CheckOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { DELIVERY_TYPES, type DeliveryType } from "@comanda/shared";
import { stationMessages } from "../../shared/messages";
import { boardMessages as m } from "../messages";

export type BoardView = "orders" | "items";

export interface BoardFiltersProps {
  stations: ReadonlySet<DeliveryType>;
  onToggleStation: (station: DeliveryType) => void;
  /** "all", "none" or a location id. */
  location: string;
  locations: { value: string; label: string }[];
  onLocation: (value: string) => void;
  view: BoardView;
  onView: (view: BoardView) => void;
}

export function BoardFilters({ stations, onToggleStation, location, locations, onLocation, view, onView }: BoardFiltersProps) {
  const intl = useIntl();
  return (
    <Flex className="ob-filters" wrap gap={8} align="center">
      <div role="group" aria-label={intl.formatMessage(m.stations)} className="ob-stations">
        {DELIVERY_TYPES.map((station) => {
          const on = stations.has(station);
          return (
            <Button key={station} size="large" type={on ? "primary" : "default"} ghost={on} icon={on ? <CheckOutlined aria-hidden /> : undefined} aria-pressed={on} onClick={() => onToggleStation(station)}>
              {intl.formatMessage(stationMessages[station])}
            </Button>
          );
        })}
      </div>
      <Select
        size="large"
        className="ob-location"
        aria-label={intl.formatMessage(m.location)}
        value={location}
        onChange={onLocation}
        options={[
          { value: "all", label: intl.formatMessage(m.allLocations) },
          ...locations,
          { value: "none", label: intl.formatMessage(m.noLocation) },
        ]}
      />
      <Segmented
        size="large"
        aria-label={intl.formatMessage(m.view)}
        value={view}
        onChange={(value) => onView(value as BoardView)}
        options={[
          { value: "orders", label: intl.formatMessage(m.viewOrders) },
          { value: "items", label: intl.formatMessage(m.viewOpenItems) },
        ]}
      />
    </Flex>
  );
}
