export { PointsOfSalePanel, type PointsOfSalePanelProps } from "./PointsOfSalePanel";
