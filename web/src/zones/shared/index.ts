export { zoneSharedMessages } from "./messages";
export { PointsOfSaleDownloads, type PointsOfSaleDownloadsProps } from "./PointsOfSaleDownloads";
export { usePointOfSaleAddress } from "./usePointOfSaleAddress";
