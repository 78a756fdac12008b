// The orders screens open the add-order dialog when their address asks for it (?add=order), e.g. from the
// first steps' "Place a test order".
export const ADD_ORDER_PARAM = "add";
export const ADD_ORDER_VALUE = "order";
export const TEST_ORDER_PATH = `/orders/overview?${ADD_ORDER_PARAM}=${ADD_ORDER_VALUE}`;
