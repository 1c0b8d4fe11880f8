import UDF

extension OrdersState: StoredState {
  /// `state.get`'s `orders`: every ride order in load order.
  public static let partName = "orders"
  /// Orders have IDs: the inspector shows each order's history.
  public static var holdsEntities: Bool { true }

  /// The orders as an array of their state shapes.
  public func write(as key: String, to writer: inout some FieldWriter) {
    writer.objects(key, orders) { order, writer in order.write(to: &writer) }
  }

  /// The orders read back through their fare and status rules.
  public static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<OrdersState> {
    .value(OrdersState(orders: try fields.objects(key, concurrently: RideOrder.init(restoring:))))
  }

  /// The order with this ID.
  public func entity(_ id: UUIDValue) -> (any WireWritable)? {
    order(id.retyped())
  }
}
