import UDF
import UDFWire

extension OrdersState: EntityTableState {
  /// `state.get`'s `orders`: every ride order in load order.
  public static let partName = "orders"

  /// The orders, each in its state shape.
  public var table: EntityTable<RideOrder> { orders }

  /// The orders read back through their fare and status rules.
  public static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<OrdersState> {
    .value(OrdersState(orders: try fields.objects(key, concurrently: RideOrder.init(restoring:))))
  }
}
